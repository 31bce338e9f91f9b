// Tables of the payment module (none yet).
export {};
