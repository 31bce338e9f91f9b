import { getSiteConfig } from '@site/shared';
import { NavLink } from 'react-router-dom';
import { preloadPath } from '../remotes/remote-loader';
import { getNavItems } from './nav-items';

/** The site menu as real links, laid out inline in the bar or stacked in the drawer. */
export function NavMenu({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const items = getNavItems(getSiteConfig().designNavUrl, vertical);
  return (
    <nav aria-label="主导航" className={vertical ? 'site-nav site-nav-vertical' : 'site-nav'}>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className="site-nav-link" onClick={onNavigate}>
                {item.label}
              </a>
            ) : (
              <NavLink
                to={item.href}
                end={item.end}
                className={({ isActive }) => (isActive ? 'site-nav-link active' : 'site-nav-link')}
                onClick={onNavigate}
                // The entry's remote starts downloading as the pointer or finger lands on it.
                onPointerEnter={() => preloadPath(item.href)}
                onTouchStart={() => preloadPath(item.href)}
                onFocus={() => preloadPath(item.href)}
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
