import { render } from '@testing-library/react';
import { loadSanitizer } from '../load-sanitizer';
import { SafeHtml } from '../safe-html';
import { XSS_VECTORS, unsafeParts } from '../testing/xss-vectors';

describe('SafeHtml', () => {
  const alert = jest.fn();
  beforeAll(async () => {
    window.alert = alert;
    // What the shell does before a remote page renders: afterwards SafeHtml cleans synchronously.
    await loadSanitizer();
  });

  test.each(XSS_VECTORS.map((vector, index) => [index, vector]))('vector %i renders inert', (_index, vector) => {
    const { container } = render(<SafeHtml html={`<p>正文</p>${vector}`} />);
    const root = container.firstElementChild as HTMLElement;
    expect(unsafeParts(root.innerHTML)).toEqual([]);
    expect(root.querySelector('script, iframe, object, embed, svg, style, form, input, [onerror], [onload], [style]')).toBeNull();
    root.querySelectorAll('*').forEach((element) => {
      for (const attribute of Array.from(element.attributes)) expect(attribute.name.startsWith('on')).toBe(false);
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      element.dispatchEvent(new Event('error'));
    });
    expect(alert).not.toHaveBeenCalled();
  });

  test('keeps formatting, forces rel on links, keeps site images', () => {
    const { container } = render(
      <SafeHtml html={'<h2>标题</h2><p><strong>粗</strong> <a href="https://example.com" target="_blank">链接</a></p><img src="/files/public/a.png" alt="图">'} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('h2')?.textContent).toBe('标题');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(root.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/files/public/a.png');
  });
});
