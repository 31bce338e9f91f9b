import { readStore } from '../../storage';
import { readPosition, readSpeed, rememberPosition, rememberSpeed } from '../playback-memory';
import { parseOtherSources } from '../other-sources';
import { parseShareTime, shareLink } from '../share-time';

describe('share links', () => {
  it('reads #t=mm:ss, h:mm:ss and seconds; refuses anything else', () => {
    expect(parseShareTime('#t=01:23')).toBe(83);
    expect(parseShareTime('#t=1:02:03')).toBe(3723);
    expect(parseShareTime('t=45')).toBe(45);
    expect(parseShareTime('#t=01:75')).toBeNull();
    expect(parseShareTime('#设计')).toBeNull();
    expect(parseShareTime('')).toBeNull();
  });

  it('writes /podcast/{id}#t=mm:ss', () => {
    expect(shareLink('https://x.test', 7, 83.9)).toBe('https://x.test/podcast/7#t=01:23');
  });
});

describe('playback memory', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a valid speed and ignores a tampered one', () => {
    expect(readSpeed()).toBe(1);
    rememberSpeed(1.5);
    expect(readSpeed()).toBe(1.5);
    rememberSpeed(9);
    expect(readSpeed()).toBe(1);
  });

  it('remembers positions, forgets finished episodes', () => {
    rememberPosition(3, 42.78, 600);
    expect(readPosition(3)).toBe(42.7);
    rememberPosition(3, 598, 600);
    expect(readPosition(3)).toBe(0);
    expect(readStore().podcastPositions).toEqual({});
  });

  it('keeps only the most recent hundred positions', () => {
    for (let id = 1; id <= 105; id += 1) rememberPosition(id, 10, 600);
    expect(readPosition(1)).toBe(0);
    expect(readPosition(105)).toBe(10);
    expect(Object.keys(readStore().podcastPositions ?? {})).toHaveLength(100);
  });
});

describe('parseOtherSources', () => {
  it('lists only present http links, labelled, in a fixed order', () => {
    const sources = parseOtherSources(JSON.stringify({ spotify: 'https://open.spotify.com/x', wangyiMusic: 'https://music.163.com/y', overcast: 'javascript:alert(1)', bilibili: '' }));
    expect(sources.map((s) => s.label)).toEqual(['网易云音乐', 'Spotify']);
  });

  it('answers nothing for broken JSON', () => {
    expect(parseOtherSources('{oops')).toEqual([]);
  });
});
