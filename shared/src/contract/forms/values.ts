/** Trimmed text of a raw value; anything that is not a string or number counts as empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A choice arrives as a number from the forms; a numeric string is accepted too. */
export function isChoice(value: unknown, allowed: readonly number[]): boolean {
  const text = asText(value);
  return /^\d+$/.test(text) && allowed.includes(Number(text));
}
