import { Suspense, use, useMemo, type HTMLAttributes } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './load-sanitizer';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

function CleanHtml({ html, className, sanitize, ...rest }: SafeHtmlProps & { sanitize: Sanitize }) {
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <div {...rest} className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Waits for the sanitiser. A component of its own so that it calls use() on every render: React replays a
 * render that suspended once the promise settles, and a component that skipped use() on the replay
 * (the sanitiser being there by then) would break the order of its hooks.
 */
function AfterSanitizer(props: SafeHtmlProps) {
  return <CleanHtml {...props} sanitize={use(loadSanitizer())} />;
}

/** The sanitiser is usually already here (remote pages start loading it with their code); otherwise wait for it. */
function SanitizedHtml(props: SafeHtmlProps) {
  const sanitize = loadedSanitizer();
  return sanitize ? <CleanHtml {...props} sanitize={sanitize} /> : <AfterSanitizer {...props} />;
}

/** Shows rich text (shot content, podcast notes) after cleaning it with the allowlist; nothing is shown uncleaned. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
