import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QrDialogButton } from '../qr-dialog';

describe('QrDialogButton', () => {
  it('loads the dialog on the first press, shows the code, closes with the focus back on the button and opens again', async () => {
    render(<QrDialogButton link="http://localhost/podcast/7" image="/files/qr.png" />);
    // Nothing of the dialog is on the page before the press.
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: '小程序收听' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: '小程序二维码' }).getAttribute('src')).toBe('/files/qr.png');
    fireEvent.click(within(dialog).getByRole('button', { name: /关闭|Close/i }));
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    expect(await screen.findByRole('img', { name: '小程序二维码' })).toBeTruthy();
  });

  it("draws the page's address when there is no mini-program code", async () => {
    render(<QrDialogButton link="http://localhost/podcast" />);
    fireEvent.click(screen.getByRole('button', { name: '小程序收听' }));
    expect(await screen.findByRole('img', { name: '收听二维码' })).toBeTruthy();
  });
});
