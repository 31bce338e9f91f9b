import DOMPurify from 'dompurify';

// The same allowlist as the server's shot sanitiser: the browser cleans again before showing, so
// HTML stored by an older server or another path still cannot run anything here.
const ALLOWED_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'br', 'hr'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'src', 'alt', 'width', 'height'];
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;
const SAFE_IMAGE = /^(?:https?:\/\/|\/files\/)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
      // A link never gets a handle on this page (window.opener).
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_IMAGE.test(src.trim())) node.removeAttribute('src');
    }
  });
  purifier = instance;
  return instance;
}

/** Allowlisted HTML of a shot or podcast body, safe to put into the page. */
export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
