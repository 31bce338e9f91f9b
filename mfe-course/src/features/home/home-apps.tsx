import { Avatar } from '@arco-design/web-react';
import { getHref, PAGE_SIZE, REFERENCE_CACHE_MS, useRequest } from '@site/shared';
import { getApps } from '../../api/get-apps';

/** Up to 6 software apps; each opens its course list in a new tab (spec 2). */
export function HomeApps() {
  const { data } = useRequest('course/software/list', getApps, { cacheMs: REFERENCE_CACHE_MS });
  const apps = (data ?? []).slice(0, PAGE_SIZE.homeApps);
  if (apps.length === 0) return null;
  return (
    <nav aria-label="软件" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      {apps.map((app) => (
        <a
          key={app.id}
          href={getHref('appCourses', { appId: app.id })}
          target="_blank"
          rel="noopener noreferrer"
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, borderRadius: 8, background: 'var(--color-fill-1)', color: 'inherit', textDecoration: 'none' }}
        >
          <Avatar size={32} shape="square" style={{ flex: 'none' }}>
            {app.iconUrl ? <img src={app.iconUrl} alt="" /> : app.name.slice(0, 1)}
          </Avatar>
          {/* Long names (After Effects, Cinema 4D) end in an ellipsis instead of being cut or wrapped. */}
          <span title={app.name} style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {app.name}
          </span>
        </a>
      ))}
    </nav>
  );
}
