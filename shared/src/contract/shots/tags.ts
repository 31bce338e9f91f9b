// Shot tags (spec 3, 5): a list in the UI, a comma string on the wire.

/** Separators a user may type between tags: comma, full-width comma or newline (spec 5). */
const TAG_SEPARATOR = /[,，\n\r]+/;

/** Splits typed text into tags: trimmed, empties dropped, duplicates removed (first spelling kept). */
export function parseTags(input: string | null | undefined): string[] {
  if (!input) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of input.split(TAG_SEPARATOR)) {
    const tag = part.trim();
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/** The wire form: tags joined by plain commas. */
export function tagsToString(tags: readonly string[]): string {
  return parseTags(tags.join(',')).join(',');
}

/** Normalises whatever arrives on the wire to the canonical comma string. */
export function normalizeTags(input: string | null | undefined): string {
  return parseTags(input).join(',');
}
