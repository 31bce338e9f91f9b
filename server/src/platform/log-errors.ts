/**
 * Errors as logged. A failed query carries its parameters (drizzle puts them in the message, the
 * database quotes offending values in its own message and detail), and those hold what members
 * typed: survey answers, accounts, emails. Logs keep the SQL text, the database's error code and
 * the names of the constraint/table/column, never a value.
 */

/** Fields of database errors (pg, PGlite, postgres.js) that name things, never values. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'dataType', 'statusCode', 'validationContext'] as const;
const MAX_CAUSES = 4;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`. */
function isQueryError(error: Error): error is Error & { query: string; params: unknown } {
  return 'query' in error && typeof (error as { query: unknown }).query === 'string' && 'params' in error;
}

/** A database's own error: an SQLSTATE code (five characters) and a severity. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Quoted parts of a database message are values ('invalid input syntax for type integer: "x"') unless they name the constraint, table or column. */
function withoutValues(message: string, names: unknown[]): string {
  return message
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (names.includes(inner) ? quoted : '"[redacted]"'))
    .replace(/: 0x[0-9a-f]+/gi, ': [redacted]');
}

function restack(error: Error, type: string, message: string): string {
  if (!error.stack) return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? error : 'non-error thrown', stack: '' };
  const type = error.constructor?.name || error.name || 'Error';
  const out: SerializedError = { type, message: error.message, stack: '' };
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    if (record[field] !== undefined && typeof record[field] !== 'object') out[field] = record[field];
  }
  if (isQueryError(error)) {
    out.message = `Failed query: ${error.query}`;
    out.query = error.query;
  } else if (isDatabaseError(error)) {
    out.message = withoutValues(error.message, [record.constraint, record.table, record.column, record.schema]);
  }
  out.stack = out.message === error.message ? (error.stack ?? '') : restack(error, type, out.message);
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
