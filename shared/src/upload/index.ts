// Uploads are for editors (a shot, an avatar, admin content): a subpath each remote that uploads bundles, so
// shared's entry (on every page, `/` too) does not carry them. Checking a file and asking for a token are
// uploadFile's own steps.
export * from './upload-file';
