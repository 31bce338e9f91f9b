import type { RemoteWidgetsModule } from '@site/shared';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadExposed } from '../remote-loader';
import { RemoteWidget } from '../remote-widget';
import { ServerModulesContext } from '../server-modules';

jest.mock('../remote-loader', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn(), RemoteUnavailableError: class extends Error {} }));

function Sections() {
  return (
    <section>
      <h2>最新课程</h2>
    </section>
  );
}
const courseWidgets: RemoteWidgetsModule = { widgets: { courseHomeSections: Sections } };

describe('a home widget rendered on the server (issue 41)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is drawn from the module the render holds, and the browser takes that markup over once its code is there', async () => {
    const html = renderToString(
      <ServerModulesContext.Provider value={{ 'course/widgets': courseWidgets }}>
        <RemoteWidget remote="course" widget="courseHomeSections" />
      </ServerModulesContext.Provider>,
    );
    expect(html).toContain('最新课程');
    expect(html).not.toContain('加载中');

    let arrive: (loaded: RemoteWidgetsModule) => void = () => undefined;
    jest.mocked(loadExposed).mockReturnValue(new Promise((resolve) => (arrive = resolve)) as ReturnType<typeof loadExposed>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h2');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RemoteWidget remote="course" widget="courseHomeSections" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    // While the widget's code loads, the server's markup stays on screen: no spinner in its place.
    expect(container.textContent).toBe('最新课程');
    await act(async () => arrive(courseWidgets));
    expect(mismatches).toEqual([]);
    expect(loadExposed).toHaveBeenCalledWith('course', 'widgets');
    // The very element the server drew, taken over, not drawn again.
    expect(container.querySelector('h2')).toBe(heading);
  });
});
