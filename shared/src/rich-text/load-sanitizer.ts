export type Sanitize = (html: string) => string;

// DOMPurify (about 8 KB gzipped) is needed only by pages that show rich text, never by the home page:
// it is fetched by the first of them (the shell starts it with every remote page) and kept.
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Starts (once) and resolves to the rich-text sanitiser; a failed fetch may be tried again. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => {
      sanitize = module.sanitizeRichText;
      return module.sanitizeRichText;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser when it has already arrived, so a render can use it without waiting. */
export function loadedSanitizer(): Sanitize | null {
  return sanitize;
}

/**
 * The server's page renderer (issue 41) has no DOM for DOMPurify: it hands over the server's own sanitiser
 * (the same allowlist, which stored content already passed), so rich text is in the server-drawn page.
 */
export function setServerSanitizer(serverSanitize: Sanitize): void {
  sanitize = serverSanitize;
  loading = Promise.resolve(serverSanitize);
}
