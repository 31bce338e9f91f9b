import { firstScreenHtml } from '../first-screen';

test('the frame: the logo linking home, the notice bar, and an empty main for the page', () => {
  const html = firstScreenHtml({ siteName: '设计学堂', bulletin: { id: 3, description: '周六直播答疑' } });
  expect(html).toContain('<a href="/" class="site-logo" aria-label="设计学堂 首页">');
  expect(html).toContain('<span class="site-logo-name">设计学堂</span>');
  expect(html).toContain('<p class="site-notice-text">周六直播答疑</p>');
  expect(html).toContain('<main class="site-main"></main>');
  expect(firstScreenHtml({ siteName: '设计学堂', bulletin: null })).not.toContain('site-notice');
});

test('text and attributes are escaped', () => {
  const html = firstScreenHtml({ siteName: '<b>站"</b>', bulletin: { id: 1, description: '</p><script>alert(1)</script>' } });
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>');
  expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('aria-label="&lt;b>站&quot;&lt;/b> 首页"');
});
