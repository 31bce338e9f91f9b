import { XMLBuilder } from 'fast-xml-parser';
import { toPlainText } from '../shot/sanitize';
import type { AudioRow, SeriesRow } from './repository';

/** What the feed needs of an episode's file: podcast apps want the exact byte length and type. */
export interface EpisodeFile {
  size: number;
  contentType: string;
}

export interface FeedInput {
  /** PUBLIC_URL without a trailing slash: every link in a feed is absolute. */
  origin: string;
  siteName: string;
  series: SeriesRow;
  /** content: the episode's sanitised rich text. */
  episodes: { row: AudioRow; content: string; file: EpisodeFile; enclosureUrl: string; authors: string[] }[];
}

// Characters XML 1.0 forbids even when escaped (control characters other than tab and newlines).
const INVALID_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const text = (value: string) => value.replace(INVALID_XML, '');

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** HH:MM:SS, the itunes:duration form every podcast app reads. */
export function itunesDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

// suppressBooleanAttributes off: isPermaLink="true" must keep its value (a bare attribute is not XML).
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });

/**
 * RSS 2.0 with the iTunes namespace (what Apple Podcasts, Pocket Casts, Overcast and friends read).
 * The builder escapes every text and attribute; characters XML cannot carry at all are removed.
 */
export function buildPodcastFeed({ origin, siteName, series, episodes }: FeedInput): string {
  const pageUrl = `${origin}/podcast`;
  const image = series.preview ? absolute(origin, series.preview) : undefined;
  const description = text(series.description || series.title);
  const channel = {
    title: text(series.title),
    link: pageUrl,
    description,
    language: 'zh-cn',
    generator: text(siteName),
    ...(episodes[0] ? { lastBuildDate: episodes[0].row.createdAt.toUTCString() } : {}),
    'atom:link': { '@_href': `${origin}/feeds/podcast/${series.id}.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' },
    ...(image ? { image: { url: image, title: text(series.title), link: pageUrl } } : {}),
    'itunes:author': text(siteName),
    'itunes:summary': description,
    'itunes:type': 'episodic',
    ...(image ? { 'itunes:image': { '@_href': image } } : {}),
    'itunes:category': { '@_text': 'Arts', 'itunes:category': { '@_text': 'Design' } },
    'itunes:explicit': 'false',
    ...(series.tags ? { 'itunes:keywords': text(series.tags) } : {}),
    item: episodes.map(({ row, content, file, enclosureUrl, authors }) => ({
      title: text(row.title),
      link: `${origin}/podcast/${row.id}`,
      guid: { '#text': `${origin}/podcast/${row.id}`, '@_isPermaLink': 'true' },
      pubDate: row.createdAt.toUTCString(),
      description: text(row.description || toPlainText(content)),
      'content:encoded': text(content),
      enclosure: { '@_url': enclosureUrl, '@_length': String(file.size), '@_type': file.contentType },
      'itunes:duration': itunesDuration(row.duration),
      ...(authors.length ? { 'itunes:author': text(authors.join('、')) } : {}),
      ...(row.preview ? { 'itunes:image': { '@_href': absolute(origin, row.preview) } } : {}),
      'itunes:explicit': 'false',
    })),
  };
  return `${builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      channel,
    },
  })}`;
}
