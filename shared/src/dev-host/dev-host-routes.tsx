import { Link, Route, Routes } from 'react-router-dom';
import { paths, type PageId, type RemoteName } from '../contract';
import type { RemotePlayerBarModule, RemoteRoutesModule, RemoteWidgetsModule } from '../remote';
import { DevSession } from './dev-session';

/** What a dev host shows: the same modules the shell loads through './routes' and './widgets'. */
export type DevRemote = { name: RemoteName } & RemoteRoutesModule & RemoteWidgetsModule & Partial<RemotePlayerBarModule>;

/** A clickable address for a pattern: params get a sample value so every page can be opened. */
function sampleHref(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '1');
}

function DevHome({ remote }: { remote: DevRemote }) {
  const widgetEntries = Object.entries(remote.widgets);
  if (widgetEntries.length === 0) return <p>此模块没有首页组件，请从上方导航打开页面。</p>;
  return (
    <>
      {widgetEntries.map(([id, Widget]) => (
        <section key={id} data-widget={id}>
          <Widget />
        </section>
      ))}
    </>
  );
}

export function DevHostRoutes({ remote }: { remote: DevRemote }) {
  const ownPages = (Object.keys(paths) as PageId[]).filter((id) => paths[id].remote === remote.name);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <nav aria-label="开发导航" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        <strong>mfe-{remote.name} 开发宿主</strong>
        <Link to="/">首页组件</Link>
        {ownPages.map((id) => (
          <Link key={id} to={sampleHref(paths[id].path)}>
            {paths[id].title}
          </Link>
        ))}
        <DevSession />
      </nav>
      <Routes>
        <Route path="/" element={<DevHome remote={remote} />} />
        {ownPages.map((id) => {
          const Page = remote.pages[id];
          return Page ? <Route key={id} path={paths[id].path} element={<Page />} /> : null;
        })}
        <Route path="*" element={<p>页面不存在（此开发宿主只包含 mfe-{remote.name} 的页面）</p>} />
      </Routes>
      {remote.PlayerBar ? (
        // Mounted on every page like the shell does (the shell also waits for a first play).
        <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 900 }}>
          <remote.PlayerBar />
        </div>
      ) : null}
    </div>
  );
}
