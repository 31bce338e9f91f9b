// Tables of the course module (none yet).
export {};
