import type { Banner } from '@site/shared/contract';
import { firstScreenHtml, homePageHtml, liveCoursesHtml, promiseFormHtml, coursesPhoneHtml } from '../first-screen';

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

test("the live courses' page: its first banner full width at the carousels' height, nothing without banners", () => {
  const html = liveCoursesHtml([banner(4, { openMethod: 'blank' }), banner(5)]);
  expect(html).toContain('<div data-first-screen="live-banners" style="height:clamp(140px, 28vw, 300px)"><a href="/course/4" target="_blank" rel="noopener noreferrer" aria-label="横幅 4"');
  expect(html).toContain('src="/files/seed/banner/4.jpg?w=800&amp;h=300" alt="横幅 4" width="800" height="300" fetchpriority="high"');
  expect(html).not.toContain('banner/5.jpg');
  expect(liveCoursesHtml([])).toBe('');
});

test("the health promise: the title, the intro and the empty form down to the submit button, which cannot be used", () => {
  const html = promiseFormHtml();
  expect(html).toContain('<div data-first-screen="promise-form" class="first-screen-form"><style>');
  expect(html).toContain('.first-screen-form{box-sizing:border-box;width:100%;max-width:560px;margin:0 auto;padding:16px 12px 32px}');
  expect(html).toContain('<h1>健康承诺书</h1><p class="first-screen-form-intro">为做好防控工作，请如实填写以下信息并手写签名。</p>');
  // Nothing typed into the copy could be kept when the page's own form replaces it.
  expect(html).toContain('<div class="first-screen-form-fields" inert>');
  const labels = [...html.matchAll(/<label><strong class="first-screen-form-required"><svg [^>]*>.*?<\/svg><\/strong> ([^<]+)<\/label>/g)].map((match) => match[1]);
  expect(labels).toEqual(['姓名', '手机号', '现居住地址', '目前是否在京', '近期是否去过武汉或湖北其他地区', '是否接触过疑似病例或湖北人员', '本人签名']);
  expect([...html.matchAll(/placeholder="([^"]+)"/g)].map((match) => match[1])).toEqual(['请输入真实姓名', '请输入 11 位手机号', '请输入详细地址']);
  expect([...html.matchAll(/first-screen-form-choice-text">([^<]+)</g)].map((match) => match[1])).toEqual(
    ['已返京', '仍在外地', '未离京', '武汉', '湖北其他地区', '否', '接触过疑似病例', '接触过湖北人员', '否'],
  );
  // The pledge comes between the questions and the signature, as the page draws it.
  expect(html).toMatch(/接触过湖北人员<\/span><\/span><span class="first-screen-form-choice">.*<p class="first-screen-form-intro">本人承诺以上信息真实、准确、完整，如有隐瞒或虚报，愿承担相应责任。<\/p><div class="first-screen-form-item">/);
  expect(html).toMatch(/<span class="first-screen-form-signature">点击此处签名<\/span><\/div><\/div><span class="first-screen-form-submit">提交承诺书<\/span><\/div><\/div>$/);
});

test('a switcher shows only once the parser has read all of it, so no button is painted half-read and then moves', () => {
  const groups = [{ id: 1, name: '平面', categories: [{ id: 11, name: '海报' }] }];
  const course = { id: 5, title: '海报设计', preview: '/files/seed/cover/h.jpg', teacherInfo: [] };
  const html = coursesPhoneHtml(groups, [course], 1);
  const look = html.indexOf('.first-screen-radios{');
  const group = html.indexOf('<div class="first-screen-radios');
  const groupEnd = html.indexOf('</div>', html.lastIndexOf('海报</span>'));
  expect(html.slice(look, html.indexOf('}', look))).toContain('visibility:hidden');
  // The rule that shows it comes right after the group's end: read only once every button is.
  expect(look).toBeLessThan(group);
  const shown = '</div><style>.first-screen-radios{visibility:visible}</style>';
  expect(html.slice(groupEnd, groupEnd + shown.length)).toBe(shown);
});

test('the catalogue on phones: the chips with 全部课程 chosen, the controls\' boxes, the count and the first cards; hidden on wider screens', () => {
  const groups = [{ id: 1, name: '平面 <设计>', categories: [{ id: 11, name: '海报' }] }];
  const course = { id: 5, title: '海报设计', preview: '/files/seed/cover/h.jpg', teacherInfo: [{ nickname: '王老师', username: 'wang' }] };
  const html = coursesPhoneHtml(groups, [course], 64);
  expect(html).toContain('<div data-first-screen="courses" data-first-screen-media="(max-width: 414px)" class="first-screen-catalogue">');
  expect(html).toContain('@media not all and (max-width: 414px){.first-screen-catalogue{display:none}}');
  expect(html).toContain(
    '<nav style="overflow-x:auto;white-space:nowrap;padding-bottom:4px"><div class="first-screen-radios first-screen-radios-small"><span class="first-screen-radio first-screen-radio-checked"><span class="first-screen-radio-inner">全部课程</span></span>' +
      '<span class="first-screen-radio"><span class="first-screen-radio-inner">平面 &lt;设计&gt;</span></span><span class="first-screen-radio"><span class="first-screen-radio-inner">海报</span></span></div>' +
      '<style>.first-screen-radios{visibility:visible}</style></nav>',
  );
  expect(html).toContain('<div style="height:28px"></div><div style="height:28px"></div><div style="width:100%;max-width:280px;height:32px"></div>');
  expect(html).toContain('>共 64 门课程</p>');
  expect(html).toContain('<a href="/course/5" aria-label="海报设计" class="first-screen-card">');
  expect(coursesPhoneHtml(groups, [], 0)).toBe('');
});
