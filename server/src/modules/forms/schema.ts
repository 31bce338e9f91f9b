// Tables of the forms module (none yet).
export {};
