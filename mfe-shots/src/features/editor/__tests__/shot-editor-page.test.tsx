import { authCheckedAtom, userAtom, type User } from '@site/shared';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShotEditorPage } from '../shot-editor-page';

const member: User = { id: 3, username: 'member', nickname: '会员', avatar: '', roles: {}, userPower: { canPostShot: false } };

function renderAs(user: User | null) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(authCheckedAtom, true);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/post/shot/create']}>
        <Routes>
          <Route path="/" element={<p>首页</p>} />
          <Route path="/post/shot/create" element={<ShotEditorPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('editor access (spec 2, 4)', () => {
  test('without canPostShot the editor redirects to /', () => {
    renderAs(member);
    expect(screen.getByText('首页')).toBeTruthy();
  });
  test('a visitor is sent to / as well', () => {
    renderAs(null);
    expect(screen.getByText('首页')).toBeTruthy();
  });
});
