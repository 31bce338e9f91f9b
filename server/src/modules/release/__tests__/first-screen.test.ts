import type { Banner } from '@site/shared/contract';
import { firstScreenHtml, homePageHtml } from '../first-screen';

const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id,
  name: `横幅 ${id}`,
  url: `/course/${id}`,
  openMethod: 'self',
  preview: `/files/seed/banner/${id}.jpg`,
  ...overrides,
});

const home = (main: Banner[], side: Banner[] = []) =>
  firstScreenHtml({ siteName: '设计学堂', bulletin: { id: 3, description: '周六直播答疑' }, page: homePageHtml({ main, side }) });

test('the frame: the logo linking home, the notice bar, and the page inside main', () => {
  const html = firstScreenHtml({ siteName: '设计学堂', bulletin: { id: 3, description: '周六直播答疑' }, page: '' });
  expect(html).toContain('<a href="/" class="site-logo" aria-label="设计学堂 首页">');
  expect(html).toContain('<span class="site-logo-name">设计学堂</span>');
  expect(html).toContain('<p class="site-notice-text">周六直播答疑</p>');
  expect(html).toContain('<main class="site-main"></main>');
  expect(html).not.toContain('data-first-screen');
  expect(firstScreenHtml({ siteName: '设计学堂', bulletin: null, page: '<p>x</p>' })).not.toContain('site-notice');
  expect(firstScreenHtml({ siteName: '设计学堂', bulletin: null, page: '<p>x</p>' })).toContain('<main class="site-main"><p>x</p></main>');
});

test('the home banner row: the first slide at high priority and at most two tiles, in the widget boxes', () => {
  const html = home([banner(1), banner(2)], [banner(6, { openMethod: 'blank' }), banner(7), banner(8)]);
  expect(html).toContain('<div data-first-screen="home-banners" class="course-home-banners" style="display:flex;gap:12px;flex-wrap:wrap">');
  expect(html).toContain('<div style="flex:3 1 480px;min-width:0;height:clamp(140px, 28vw, 300px)"><a href="/course/1" aria-label="横幅 1"');
  expect(html).toContain('src="/files/seed/banner/1.jpg?w=800&amp;h=300" alt="横幅 1" width="800" height="300" fetchpriority="high"');
  // Only the first slide is drawn; the carousel brings the rest.
  expect(html).not.toContain('banner/2.jpg');
  expect(html).toContain('<a href="/course/6" target="_blank" rel="noopener noreferrer" aria-label="横幅 6"');
  expect(html).toContain('banner/7.jpg');
  expect(html).not.toContain('banner/8.jpg');
  expect(html).toContain('@media (max-width:414px){.first-screen-tiles{flex-direction:row;height:72px}}');
});

test('without banners there is no row to take over; without a carousel the tiles are drawn alone', () => {
  expect(home([], [])).not.toContain('data-first-screen');
  const tilesOnly = home([], [banner(6)]);
  expect(tilesOnly).toContain('data-first-screen="home-banners"');
  expect(tilesOnly).not.toContain('fetchpriority');
  expect(tilesOnly).toContain('banner/6.jpg');
});

test('text and attributes are escaped, and a script URL links nowhere (as React refuses it too)', () => {
  const html = firstScreenHtml({
    siteName: '<b>站</b>',
    bulletin: { id: 1, description: '</p><script>alert(1)</script>' },
    page: homePageHtml({ main: [banner(1, { name: '"><img src=x onerror=alert(1)>', url: ' JavaScript:alert(1)' })], side: [banner(2, { url: 'https://example.com/?a=1&b="2"' })] }),
  });
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>');
  expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('aria-label="&quot;>&lt;img src=x onerror=alert(1)>"');
  expect(html).not.toMatch(/href="\s*javascript/i);
  expect(html).toContain('<a aria-label="&quot;>&lt;img');
  expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
});
