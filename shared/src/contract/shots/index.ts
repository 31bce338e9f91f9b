// Shot rules shared by the editor and the server: tag parsing and editor validation (spec 5).
export * from './tags';
export * from './validation';
export * from './types';
