// Limits of spec section 9 for the health forms, shared by the forms and the server.
export const HEALTH_SIGN_OPEN_HOUR = 8;
export const HEALTH_SIGN_CLOSE_HOUR = 12;
export const CID_LENGTH = 18;
export const TEL_LENGTH = 11;
/** Accumulated horizontal stroke distance (CSS pixels) a signature needs to count as one. */
export const SIGNATURE_MIN_DISTANCE = 200;
/** The signature is a PNG data URL; a phone-sized canvas stays far below this. */
export const SIGNATURE_MAX_CHARS = 300 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** A survey answer is stored as JSON up to this many bytes. */
export const RESEARCH_MAX_BYTES = 16 * 1024;
export const PROMISE_NAME_MAX = 40;
export const PROMISE_ADDRESS_MAX = 200;
export const HEALTH_REMARK_MAX = 200;
export const PROMISE_VEHICLE_NUM_MAX = 40;
export const TEMPERATURE_MIN = 35;
export const TEMPERATURE_MAX = 42;
