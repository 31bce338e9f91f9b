// Tables of the release module (none yet).
export {};
