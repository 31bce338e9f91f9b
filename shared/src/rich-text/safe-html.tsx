import { Suspense, use, useMemo, type HTMLAttributes } from 'react';
import { loadedSanitizer, loadSanitizer } from './load-sanitizer';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

function CleanHtml({ html, className, ...rest }: SafeHtmlProps) {
  // Usually already here (remote pages start loading it with their code); otherwise wait for it.
  const sanitize = loadedSanitizer() ?? use(loadSanitizer());
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <div {...rest} className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Shows rich text (shot content, podcast notes) after cleaning it with the allowlist; nothing is shown uncleaned. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <CleanHtml {...props} />
    </Suspense>
  );
}
