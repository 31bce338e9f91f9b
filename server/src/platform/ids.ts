import { z } from 'zod';

/** Every id column is a PostgreSQL `integer` (int4, serial): a larger number would reach the database and fail there. */
export const INT4_MAX = 2_147_483_647;

/** An id sent as a JSON number (request bodies). */
export const idInput = z.number().int().min(1).max(INT4_MAX);

/** An id sent as text (query strings, path parameters): "12" -> 12, within the column's range. */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX);

/** A count or amount stored in an `integer` column (fen, seconds): never negative, within int4. */
export const int4Input = z.number().int().min(0).max(INT4_MAX);
