// Checking a file and asking for a token are uploadFile's own steps.
export * from './upload-file';
