export * from './remote-contract';
