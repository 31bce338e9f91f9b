import { getSiteConfig, REFERENCE_CACHE_MS, useRequest } from '@site/shared';
import { getFriendLinks } from './api/get-friend-links';
import { getNavGroups } from './api/get-nav-groups';

/** Footer: link groups, friend links and the filing number (spec 2). */
export function SiteFooter() {
  // The frame shows no error for these: a missing footer link is better than an error box on every page.
  const groups = useRequest('navigation/list', getNavGroups, { cacheMs: REFERENCE_CACHE_MS }).data ?? [];
  const friends = useRequest('navigation/friend/link/list', getFriendLinks, { cacheMs: REFERENCE_CACHE_MS }).data ?? [];
  const { siteName, filingNumber } = getSiteConfig();

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {groups.length > 0 && (
          <div className="site-footer-groups">
            {groups.map((group) => (
              <section key={group.name} className="site-footer-group" aria-label={group.name}>
                <h2>{group.name}</h2>
                <ul>
                  {group.categories.map((link) => (
                    <li key={`${link.name}-${link.url}`}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        {friends.length > 0 && (
          <div className="site-footer-friends" aria-label="友情链接" role="group">
            <span className="site-footer-label">友情链接：</span>
            {friends.map((link) => (
              <a key={`${link.name}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </div>
        )}
        <div className="site-footer-legal">
          <span>
            © {new Date().getFullYear()} {siteName}
          </span>
          {filingNumber && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {filingNumber}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
