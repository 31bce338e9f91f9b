/** The platforms of an audio series' otherSources (spec 3), in display order, with their names. */
const SOURCE_LABELS = [
  ['wangyiMusic', '网易云音乐'],
  ['ximalayaFM', '喜马拉雅'],
  ['bilibili', '哔哩哔哩'],
  ['iTunesPodcasts', 'Apple 播客'],
  ['googlePodcasts', 'Google 播客'],
  ['overcast', 'Overcast'],
  ['poctetCasts', 'Pocket Casts'],
  ['spotify', 'Spotify'],
] as const;

export interface OtherSource {
  key: string;
  label: string;
  url: string;
}

/** Parses the otherSources JSON string; only present http(s) links, never a broken page on bad JSON. */
export function parseOtherSources(raw: string | Record<string, unknown> | null | undefined): OtherSource[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return SOURCE_LABELS.flatMap(([key, label]) => {
    const url = record[key];
    return typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? [{ key, label, url: url.trim() }] : [];
  });
}
