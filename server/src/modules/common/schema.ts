// Tables of the common module (none yet).
export {};
