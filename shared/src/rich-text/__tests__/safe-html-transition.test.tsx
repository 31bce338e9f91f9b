import { act, render, screen } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { SafeHtml } from '../safe-html';

// An answer that brings rich text is drawn as a transition (useRequest); React then replays a render that
// waited for the sanitiser once it arrives, and that replay must call the same hooks.
function ArrivesLater({ html }: { html: string }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    startTransition(() => setShown(html));
  }, [html]);
  return shown === null ? <p>加载中</p> : <SafeHtml html={shown} />;
}

describe('SafeHtml drawn in a transition before the sanitiser has arrived', () => {
  it('shows the cleaned text, without a broken render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(<ArrivesLater html={'<p>正文</p><img src="x" onerror="alert(1)">'} />);
      });
      expect(await screen.findByText('正文')).toBeTruthy();
      expect(document.querySelector('[onerror]')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
