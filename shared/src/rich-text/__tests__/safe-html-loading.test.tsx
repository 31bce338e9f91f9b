import { act, render, screen } from '@testing-library/react';
import { SafeHtml } from '../safe-html';

describe('SafeHtml before the sanitiser has arrived', () => {
  it('shows nothing until it can clean, then the cleaned text', async () => {
    let container: HTMLElement | undefined;
    const rendered = act(async () => {
      container = render(<SafeHtml html={'<p>正文</p><img src="x" onerror="alert(1)">'} className="body" />).container;
      // Never the raw HTML, not even before the sanitiser is here.
      expect(container.querySelector('img')).toBeNull();
    });
    await rendered;
    expect(screen.getByText('正文').closest('.rich-text.body')).not.toBeNull();
    expect(container?.querySelector('img')).not.toBeNull();
    expect(container?.querySelector('[onerror]')).toBeNull();
  });
});
