// Tables of the comment module (none yet).
export {};
