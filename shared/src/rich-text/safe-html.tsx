import { Suspense, use, useMemo, type HTMLAttributes } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './load-sanitizer';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** The text's first picture is its page's largest paint (a shot's page): the browser fetches it first. */
  firstImageFirst?: boolean;
}

function CleanHtml({ html, className, sanitize, firstImageFirst, ...rest }: SafeHtmlProps & { sanitize: Sanitize }) {
  const clean = useMemo(() => {
    const cleaned = sanitize(html);
    // Added after cleaning, to a tag the allowlist kept: the attribute only changes the fetch's priority.
    return firstImageFirst ? cleaned.replace(/<img\b/i, '<img fetchpriority="high"') : cleaned;
  }, [sanitize, html, firstImageFirst]);
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
