import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconCheck, IconClose, IconEmpty, IconExclamation, IconLoading, IconMenu, IconNotification, IconSound, IconUser } from '@arco-design/web-react/icon';
import { renderToStaticMarkup } from 'react-dom/server';
import { LightAvatar } from '../light-avatar';
import { LightButton } from '../light-button';
import { LightCard } from '../light-card';
import { LightIconCheck, LightIconClose, LightIconEmpty, LightIconExclamation, LightIconLoading, LightIconMenu, LightIconNotification, LightIconSound, LightIconUser } from '../light-icons';
import { LightSpin } from '../light-spin';
import { LightTag } from '../light-tag';

describe('light components (Arco look, no Arco code)', () => {
  it('LightButton is a native button with Arco classes, pressed by click, Enter and Space', async () => {
    const onClick = jest.fn();
    render(
      <LightButton type="primary" size="small" onClick={onClick}>
        登录 / 注册
      </LightButton>,
    );
    const button = screen.getByRole('button', { name: '登录 / 注册' });
    expect(button.className).toBe('arco-btn arco-btn-primary arco-btn-size-small arco-btn-shape-square');
    expect(button.getAttribute('type')).toBe('button');
    const user = userEvent.setup();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('a loading or disabled LightButton cannot be pressed and says it is busy', () => {
    const onClick = jest.fn();
    render(
      <>
        <LightButton loading onClick={onClick}>
          提交
        </LightButton>
        <LightButton disabled onClick={onClick}>
          关闭
        </LightButton>
      </>,
    );
    const loading = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    // Enabled as Arco's loading button, so it keeps the focus it had; said to be busy and unavailable.
    expect(loading.disabled).toBe(false);
    loading.focus();
    expect(document.activeElement).toBe(loading);
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.className).toContain('arco-btn-loading');
    fireEvent.click(loading);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('LightSpin is a status with its tip, or a hidden 加载中 without one', () => {
    const { rerender } = render(<LightSpin tip="加载中…" />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    rerender(<LightSpin size={16} />);
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect((screen.getByRole('status').firstChild as HTMLElement).style.fontSize).toBe('16px');
  });

  it('LightAvatar fills its box with an image, or centres a letter at half its size', () => {
    const { container, rerender } = render(
      <LightAvatar size={32}>
        <img src="/a.png" alt="头像" />
      </LightAvatar>,
    );
    const box = container.firstChild as HTMLElement;
    expect(box.className).toBe('arco-avatar arco-avatar-circle');
    // Arco's markup: its styles round off the image's span, not the avatar.
    expect(screen.getByAltText('头像').parentElement?.className).toBe('arco-avatar-image');
    expect(box.style.width).toBe('32px');
    expect(screen.getByAltText('头像')).toBeTruthy();
    rerender(
      <LightAvatar size={40} shape="square">
        Z
      </LightAvatar>,
    );
    expect((container.firstChild as HTMLElement).className).toBe('arco-avatar arco-avatar-square');
    expect((container.firstChild as HTMLElement).style.fontSize).toBe('20px');
    expect(screen.getByText('Z').className).toContain('arco-avatar-text');
  });

  it.each([
    ['loading', IconLoading, LightIconLoading],
    ['empty', IconEmpty, LightIconEmpty],
    ['check', IconCheck, LightIconCheck],
    ['close', IconClose, LightIconClose],
    ['exclamation', IconExclamation, LightIconExclamation],
    ['user', IconUser, LightIconUser],
    ['sound', IconSound, LightIconSound],
    ['menu', IconMenu, LightIconMenu],
    ['notification', IconNotification, LightIconNotification],
  ])('the light %s icon draws the markup of Arco\'s own icon, with and without props', (_name, ArcoIcon, LightIcon) => {
    expect(renderToStaticMarkup(<LightIcon />)).toBe(renderToStaticMarkup(<ArcoIcon />));
    const props = { className: 'site-notice-icon', 'aria-label': '默认头像', style: { fontSize: 20 } };
    expect(renderToStaticMarkup(<LightIcon {...props} />)).toBe(renderToStaticMarkup(<ArcoIcon {...props} />));
  });

  it('LightTag and LightCard carry Arco classes', () => {
    const { container } = render(
      <LightCard hoverable cover={<div data-testid="cover" />} bodyStyle={{ padding: 12 }}>
        <LightTag color="orangered">预售</LightTag>
      </LightCard>,
    );
    const card = container.firstChild as HTMLElement;
    expect(card.className).toBe('arco-card arco-card-size-default arco-card-bordered arco-card-hoverable');
    expect(card.querySelector('.arco-card-cover [data-testid="cover"]')).not.toBeNull();
    expect((card.querySelector('.arco-card-body') as HTMLElement).style.padding).toBe('12px');
    expect(screen.getByText('预售').parentElement?.className).toBe('arco-tag arco-tag-size-default arco-tag-checked arco-tag-orangered');
  });
});
