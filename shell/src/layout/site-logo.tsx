import { getSiteConfig } from '@site/shared';
import { Link } from 'react-router-dom';

/** The logo: a drawn mark plus the configured site name, linking home. */
export function SiteLogo() {
  const { siteName } = getSiteConfig();
  return (
    <Link to="/" className="site-logo" aria-label={`${siteName} 首页`}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="#165dff" />
        <path d="M8 19.5 14 7l6 12.5M10.6 15h6.8" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="site-logo-name">{siteName}</span>
    </Link>
  );
}
