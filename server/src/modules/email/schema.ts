// Tables of the email module (none yet).
export {};
