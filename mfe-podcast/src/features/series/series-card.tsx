import { Button } from '@arco-design/web-react';
import { IconSound } from '@arco-design/web-react/icon';
import { imageUrl, IMAGE_SIZES, parseOtherSources, parseTags } from '@site/shared';
import type { AudioSeriesInfo } from '../../api/types';
import { QrDialogButton } from '../common/qr-dialog';
import { TagButton } from '../common/tag-button';

/** The series: cover, title, description, tags (each a tag search), other platforms, RSS, QR. */
export function SeriesCard({ series, tag: activeTag, onTag }: { series: AudioSeriesInfo; tag: string; onTag: (tag: string) => void }) {
  const sources = parseOtherSources(series.otherSources);
  return (
    <section className="podcast-series" aria-labelledby="podcast-series-title">
      {series.preview ? <img className="podcast-series-cover" src={imageUrl(series.preview, IMAGE_SIZES.courseCover)} alt={`${series.title} 封面`} /> : null}
      <div className="podcast-series-body">
        <h1 id="podcast-series-title" className="podcast-series-title">
          {series.title}
        </h1>
        <p className="podcast-series-count">
          <IconSound /> 共 {series.audioNum} 期节目
        </p>
        {series.description ? <p className="podcast-series-description">{series.description}</p> : null}
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
            <Button href={series.rssUrl} target="_blank" type="outline">
              订阅 RSS
            </Button>
          ) : null}
          <QrDialogButton link={`${window.location.origin}/podcast`} />
        </div>
      </div>
    </section>
  );
}
