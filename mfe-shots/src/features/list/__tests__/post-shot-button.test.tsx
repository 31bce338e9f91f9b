import { Message } from '@arco-design/web-react';
import { loginModalOpenAtom, userAtom, type User } from '@site/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PostShotButton } from '../post-shot-button';

const user = (canPostShot: boolean): User => ({ id: 1, username: 'poster', nickname: '作者', avatar: '', roles: {}, userPower: { canPostShot } });

function renderWith(current: User | null) {
  const store = createStore();
  store.set(userAtom, current);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/shots']}>
        <Routes>
          <Route path="/shots" element={<PostShotButton />} />
          <Route path="/post/shot/create" element={<p>编辑器</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('发布作品 (spec 2)', () => {
  test('a visitor is asked to log in', async () => {
    const store = renderWith(null);
    await userEvent.click(screen.getByRole('button', { name: /发布作品/ }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  test('without canPostShot a warning appears and nothing opens', async () => {
    const warning = jest.spyOn(Message, 'warning').mockImplementation(() => () => undefined);
    renderWith(user(false));
    await userEvent.click(screen.getByRole('button', { name: /发布作品/ }));
    // The toast loads Arco's Message on first use (showToast), so it comes a moment after the click.
    await waitFor(() => expect(warning).toHaveBeenCalledWith('当前账号无法发布作品'));
    expect(screen.queryByText('编辑器')).toBeNull();
  });

  test('with the power the editor opens', async () => {
    renderWith(user(true));
    await userEvent.click(screen.getByRole('button', { name: /发布作品/ }));
    expect(screen.getByText('编辑器')).toBeTruthy();
  });
});
