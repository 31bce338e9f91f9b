import { z } from 'zod';

/** Zero-based page and page size from the query string (spec 7: account list pages are zero-based). */
export function pageQuery(defaultPerPage = 15, maxPerPage = 100) {
  return {
    page: z.coerce.number().int().min(0).max(100000).default(0),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  };
}

/** The paged list of spec 3: rows plus the total count. */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}
