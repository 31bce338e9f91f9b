import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { loginModalOpenAtom } from '../atoms';
import { leaveSite } from '../leave-site';
import { getLogoutHref } from '../logout-href';
import { useLoginAction } from '../use-login-action';

jest.mock('../leave-site', () => ({ leaveSite: jest.fn() }));

function renderAction() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useLoginAction(), { wrapper });
  return { store, login: result.current };
}

describe('login action and logout target (spec 2 and 4)', () => {
  afterEach(() => {
    delete window.__SITE_CONFIG__;
    document.cookie = 'redirectUrl=; path=/; max-age=0';
    jest.mocked(leaveSite).mockClear();
  });

  it('modal mode opens the login modal and leaves nothing behind', () => {
    const { store, login } = renderAction();
    act(() => login());
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(leaveSite).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('redirectUrl=');
    expect(getLogoutHref()).toBe('/logout');
  });

  it('sso mode stores the current address in a redirectUrl cookie and goes to the login URL', () => {
    window.__SITE_CONFIG__ = { authMode: 'sso', loginUrl: 'https://passport.example.com/login', logoutUrl: 'https://passport.example.com/logout' };
    window.history.pushState({}, '', '/course/3?tab=2');
    const { store, login } = renderAction();
    act(() => login());
    expect(store.get(loginModalOpenAtom)).toBe(false);
    expect(document.cookie).toContain(`redirectUrl=${encodeURIComponent('http://localhost/course/3?tab=2')}`);
    expect(leaveSite).toHaveBeenCalledWith('https://passport.example.com/login');
    expect(getLogoutHref()).toBe('https://passport.example.com/logout');
  });
});
