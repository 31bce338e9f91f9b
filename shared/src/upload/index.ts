export * from './check-upload-file';
export * from './get-upload-token';
export * from './upload-file';
