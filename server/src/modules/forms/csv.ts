/** Excel opens UTF-8 CSV as Chinese text only when the file starts with a byte-order mark. */
const BOM = '\uFEFF';

/**
 * One cell: quoted when it holds a separator, quote or line break; a leading = + - @ (or tab/CR)
 * gets an apostrophe so a spreadsheet never runs a submitted value as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
