/** API routes live under this prefix (spec 7). */
export const API_PREFIX = '/api_v1';
