// Tables of the audio module (none yet).
export {};
