import { getHref, IMAGE_SIZES, imageUrl, LightAvatar, PAGE_SIZE, REFERENCE_CACHE_MS, useRequest } from '@site/shared';
import { getApps } from '../../api/get-apps';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 } as const;
/** A 32 px icon with 12 px padding around it. */
const TILE_HEIGHT = 56;

/** Up to 6 software apps; each opens its course list in a new tab (spec 2). */
export function HomeApps() {
  const { data } = useRequest('course/software/list', getApps, { cacheMs: REFERENCE_CACHE_MS });
  const apps = (data ?? []).slice(0, PAGE_SIZE.homeApps);
  if (!data) {
    // Their tiles' room while the list loads, so the courses below do not jump when it arrives.
    return (
      <div aria-busy="true" style={GRID}>
        {Array.from({ length: PAGE_SIZE.homeApps }, (_, index) => (
          <div key={index} style={{ height: TILE_HEIGHT, borderRadius: 8, background: 'var(--color-fill-1)' }} />
        ))}
      </div>
    );
  }
  if (apps.length === 0) return null;
  return (
    <nav aria-label="软件" style={GRID}>
      {apps.map((app) => (
        <a
          key={app.id}
          href={getHref('appCourses', { appId: app.id })}
          target="_blank"
          rel="noopener noreferrer"
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, height: TILE_HEIGHT, boxSizing: 'border-box', borderRadius: 8, background: 'var(--color-fill-1)', color: 'inherit', textDecoration: 'none' }}
        >
          <LightAvatar size={32} shape="square" style={{ flex: 'none' }}>
            {/* The smallest size the file server renders (an uploaded icon may be far larger than its 32 px). */}
            {app.iconUrl ? <img src={imageUrl(app.iconUrl, IMAGE_SIZES.appIconLarge)} alt="" width={32} height={32} /> : app.name.slice(0, 1)}
          </LightAvatar>
          {/* Long names (After Effects, Cinema 4D) end in an ellipsis instead of being cut or wrapped. */}
          <span title={app.name} style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {app.name}
          </span>
        </a>
      ))}
    </nav>
  );
}
