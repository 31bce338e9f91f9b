// Tables of the storage module (none yet).
export {};
