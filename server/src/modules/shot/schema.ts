// Tables of the shot module (none yet).
export {};
