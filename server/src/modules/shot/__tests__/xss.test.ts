import { eq } from 'drizzle-orm';
import { XSS_VECTORS, unsafeParts } from '../../../../../shared/src/rich-text/testing/xss-vectors';
import { createTestApp, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { sanitizeShotHtml, toPlainText } from '../sanitize';
import { shots } from '../tables';
import { type Cast, createCast, validShot } from './fixtures';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

test('the corpus holds at least 50 vectors', () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
});

describe.each(XSS_VECTORS.map((vector, index) => [index, vector]))('vector %i', (_index, vector) => {
  test('nothing survives in stored or answered content, title or tags', async () => {
    const created = dataOf<{ id: number; title: string; tags: string; content: string }>(
      await injectAs(t, cast.owner, {
        method: 'POST',
        url: '/api_v1/shot/post',
        payload: validShot({ title: `作品${vector}`, tags: `标签,${vector}`, content: `<p>正文</p>${vector}` }),
      }),
    );
    const [stored] = await t.database.db.select().from(shots).where(eq(shots.id, created.id));
    for (const html of [stored.content, created.content]) expect(unsafeParts(html)).toEqual([]);
    for (const text of [stored.title, stored.tags, created.title, created.tags]) expect(text).not.toMatch(/[<>]/);

    // An update goes through the same sanitiser.
    const updated = dataOf<{ content: string; title: string }>(
      await injectAs(t, cast.owner, { method: 'PUT', url: '/api_v1/shot/post', payload: { id: created.id, content: `<p>改</p>${vector}`, title: `改${vector}` } }),
    );
    expect(unsafeParts(updated.content)).toEqual([]);
    expect(updated.title).not.toMatch(/[<>]/);
  });
});

describe('sanitiser details', () => {
  test('keeps the allowlisted formatting and safe links and images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><a href="https://example.com">链接</a><a href="/course/1">站内</a><a href="mailto:a@b.cn">邮件</a></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>code</code></pre><hr><p>行<br>换</p>' +
      '<img src="/files/public/a.png" alt="图" width="300" height="200"><img src="https://cdn.example.com/b.webp">';
    const clean = sanitizeShotHtml(html);
    expect(unsafeParts(clean)).toEqual([]);
    for (const part of ['<h2>', '<strong>', '<em>', '<u>', '<s>', '<ul>', '<ol>', '<blockquote>', '<pre><code>', '<hr />', '<br />', 'alt="图"', 'width="300"', 'src="https://cdn.example.com/b.webp"', 'href="/course/1"', 'href="mailto:a@b.cn"']) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">');
  });

  test('drops images whose source is refused', () => {
    expect(sanitizeShotHtml('<p>a</p><img src="data:image/png;base64,AAAA"><img src="javascript:x">')).toBe('<p>a</p>');
  });

  test('plain text keeps characters but no markup', () => {
    expect(toPlainText('A &amp; B <b>粗</b> "引号"')).toBe('A & B 粗 "引号"');
    expect(toPlainText('&lt;script&gt;x')).toBe('scriptx');
    expect(toPlainText('&#99999999;ok')).toMatch(/ok$/);
  });
});
