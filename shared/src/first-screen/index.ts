export * from './first-screen';
