import sanitizeHtml from 'sanitize-html';

/** Image sources a shot may show: absolute http(s) or files served by this site. */
export const IMAGE_SRC = /^(https?:\/\/[^\s"'<>]+|\/files\/[^\s"'<>]+)$/i;
/** Link targets: http(s), mailto, or a path on this site (never protocol-relative). */
const LINK_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const DIMENSION = /^\d{1,4}$/;

const SHOT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script, style and the like lose their text too; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const attrs: sanitizeHtml.Attributes = {};
      if (LINK_HREF.test(href)) attrs.href = href;
      if (attribs.target === '_blank') attrs.target = '_blank';
      // A shared link must never get a handle on this page (window.opener) nor pass page rank.
      attrs.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const attrs: sanitizeHtml.Attributes = {};
      if (IMAGE_SRC.test(src)) attrs.src = src;
      if (attribs.alt) attrs.alt = attribs.alt;
      if (attribs.width && DIMENSION.test(attribs.width)) attrs.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) attrs.height = attribs.height;
      return { tagName, attribs: attrs };
    },
  },
  // An image whose source was refused is dropped rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Shot content: allowlisted HTML only, before it is stored (spec DESIGN: sanitised on the server). */
export function sanitizeShotHtml(html: string): string {
  return sanitizeHtml(html, SHOT_HTML).trim();
}

const fromCodePoint = (code: number): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Titles and tags are plain text: markup is removed, entities are turned back into characters and
 * angle brackets are dropped, so the stored value is inert even if some page inserted it as HTML.
 */
export function toPlainText(input: string): string {
  const stripped = sanitizeHtml(input, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return fromCodePoint(Number.parseInt(lower.slice(1), 10));
      return ENTITIES[lower] ?? entity;
    })
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
