import { installFakeServer } from '@site/shared/testing';
import { renderWithShell } from '../../testing/render-with-shell';
import { loginModalOpenAtom } from '@site/shared';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { LoginModal } from '../login-modal';

describe('login modal loading', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeServer();
  });

  it('renders nothing (and loads no dialog code) until first opened, then shows the dialog and keeps it mounted', async () => {
    const store = createStore();
    const { container } = renderWithShell(<LoginModal />, { store });
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.arco-modal')).toBeNull();

    act(() => store.set(loginModalOpenAtom, true));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '登录' })).toBeTruthy();

    act(() => store.set(loginModalOpenAtom, false));
    // Closed but still mounted (Arco hides it with its animation and unmounts the content on exit).
    expect(document.querySelector('.login-modal')).not.toBeNull();
  });
});
