import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { authCheckedAtom, userAtom, type User } from '@site/shared';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const userWith = (roles: Record<string, boolean>): User => ({
  id: 1,
  username: 'someone',
  nickname: '某人',
  avatar: '',
  roles,
  userPower: { canPostShot: false },
});

/** Renders a page as the shell does, signed in as `user` (null: a visitor) once the auth check answered. */
export function renderPage(ui: ReactNode, user: User | null, path = '/admin') {
  const store = createStore();
  store.set(userAtom, user);
  store.set(authCheckedAtom, true);
  return render(
    <ConfigProvider locale={zhCN}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Provider>
    </ConfigProvider>,
  );
}
