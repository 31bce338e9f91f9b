// Text the server writes into the shell's HTML page: one place, so every block is escaped alike.

/** An attribute value in double quotes. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON text inside a <script> element: no `<` can end the element or open a comment. */
export const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c');

/** A value as JSON inside a <script> element. */
export const jsonForScript = (value: unknown) => scriptSafeJson(JSON.stringify(value));

/** Text between tags. */
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
