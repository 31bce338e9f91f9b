import type { User } from '@site/shared';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

// Test helpers for the shell's frame: a logged-in user and a render with the shell's providers.
// The network is faked with `installFakeServer` from `@site/shared/testing`.

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'designer',
    nickname: '设计师',
    avatar: '',
    roles: { admin: false, teacher: false },
    userPower: { canPostShot: true },
    ...overrides,
  };
}

let currentPath = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

/** The path the router is on now (after any redirects). */
export const locationNow = () => currentPath;

export function renderWithShell(ui: ReactNode, { path = '/', store = createStore() } = {}): RenderResult & { store: ReturnType<typeof createStore> } {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
