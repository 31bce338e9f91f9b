/**
 * The one rule for every link the site stores or redirects to: an absolute http(s) address, or a path of this
 * site. A path must start with one `/` and hold no backslash: browsers read `/\evil.example` (and `\/`, `//`)
 * as another site's address. No white space or control characters anywhere.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== '';
}

