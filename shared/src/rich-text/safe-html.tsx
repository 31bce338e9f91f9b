import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeRichText } from './sanitize-html';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

/** Shows rich text (shot content, podcast notes) after cleaning it with the allowlist. */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div {...rest} className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
