import { fireEvent, render, screen } from '@testing-library/react';
import { PayModal } from '../pay-modal';
import type { PurchaseFlow } from '../use-purchase';

const flow = (overrides: Partial<PurchaseFlow>): PurchaseFlow => ({ phase: 'waiting', codeUrl: 'http://pay/1', start: jest.fn(), cancel: jest.fn(), ...overrides });

describe('PayModal', () => {
  it('shows the QR (its library loaded on demand) and the amount in yuan while waiting', async () => {
    render(<PayModal flow={flow({})} title="Figma 入门" priceFen={1990} />);
    expect(await screen.findByRole('img', { name: '支付二维码' })).toBeTruthy();
    expect(screen.getByText('¥19.9')).toBeTruthy();
  });

  it('says the QR expired and gets a new one on request', () => {
    const expired = flow({ phase: 'expired' });
    render(<PayModal flow={expired} title="Figma 入门" priceFen={1990} />);
    expect(screen.getByText('二维码已过期')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '支付二维码' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新获取二维码' }));
    expect(expired.start).toHaveBeenCalled();
  });
});
