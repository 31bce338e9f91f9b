import { IconSound } from '@arco-design/web-react/icon';
import { imageUrl, IMAGE_SIZES, parseOtherSources, parseTags, useHydrated, useLocationOrigin } from '@site/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AudioSeriesInfo } from '../../api/types';
import { QrDialogButton } from '../common/qr-dialog';
import { TagButton } from '../common/tag-button';

/**
 * Longer than this, a description is taken as cut on a phone until the browser has measured it: three lines of
 * the phone's column beside the cover (about 130 px, nine characters a line).
 */
const LIKELY_CUT_CHARACTERS = 27;

/**
 * On phones the description is cut to three lines (the episodes stay near the top): when it is cut,
 * 展开 shows the rest and 收起 folds it again.
 */
function SeriesDescription({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  // A server-rendered page cannot measure: a long text gets its 展开 at once, shown by the stylesheet on phones
  // only, so the browser's measuring moves nothing below it.
  const guessed = !useHydrated() && text.length > LIKELY_CUT_CHARACTERS;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text]);
  return (
    <>
      <p ref={ref} id="podcast-series-description" className={`podcast-series-description${open ? ' is-open' : ''}`}>
        {text}
      </p>
      {cut || open || guessed ? (
        <button type="button" className={`podcast-series-more${cut || open ? '' : ' is-guess'}`} aria-expanded={open} aria-controls="podcast-series-description" onClick={() => setOpen(!open)}>
          {open ? '收起' : '展开'}
        </button>
      ) : null}
    </>
  );
}

/** The series: cover, title, description, tags (each a tag search), other platforms, RSS, QR. */
export function SeriesCard({ series, tag: activeTag, onTag }: { series: AudioSeriesInfo; tag: string; onTag: (tag: string) => void }) {
  const sources = parseOtherSources(series.otherSources);
  const origin = useLocationOrigin();
  return (
    <section className="podcast-series" aria-labelledby="podcast-series-title">
      {series.preview ? <img className="podcast-series-cover" src={imageUrl(series.preview, IMAGE_SIZES.courseCover)} alt={`${series.title} 封面`} fetchPriority="high" /> : null}
      <div className="podcast-series-body">
        <h1 id="podcast-series-title" className="podcast-series-title">
          {series.title}
        </h1>
        <p className="podcast-series-count">
          <IconSound /> 共 {series.audioNum} 期节目
        </p>
        {series.description ? <SeriesDescription text={series.description} /> : null}
        {parseTags(series.tags).length ? (
          <div className="podcast-tags">
            {parseTags(series.tags).map((tag) => (
              <TagButton key={tag} tag={tag} active={tag === activeTag} onClick={() => onTag(tag === activeTag ? '' : tag)} />
            ))}
          </div>
        ) : null}
        {sources.length ? (
          <div className="podcast-sources">
            <span className="podcast-sources-label">在其他平台收听</span>
            <ul>
              {sources.map((source) => (
                <li key={source.key}>
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="podcast-series-actions">
          {series.rssUrl ? (
            // A link drawn as Arco's outline button (as its Button with href rendered it), without Arco's code.
            <a href={series.rssUrl} target="_blank" rel="noopener noreferrer" className="arco-btn arco-btn-outline arco-btn-size-default arco-btn-shape-square">
              <span>订阅 RSS</span>
            </a>
          ) : null}
          <QrDialogButton link={`${origin}/podcast`} />
        </div>
      </div>
    </section>
  );
}
