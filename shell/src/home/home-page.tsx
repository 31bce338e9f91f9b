import { getSiteConfig, paths, usePageTitle } from '@site/shared';
import { RemoteWidget } from '../remotes/remote-widget';

/** Home: the course remote's sections (banners, apps, latest courses) above the shots remote's picks. */
export function HomePage() {
  usePageTitle(paths.home.title);
  return (
    <div className="home-page">
      {/* The design shows no page heading (the banners lead): the site's name is the page's h1 for screen readers. */}
      <h1 className="site-visually-hidden">{getSiteConfig().siteName}</h1>
      {/* The course sections are taller than any screen: while they load (a later visit; the page's first load
          comes rendered by the server) they keep a screen's height, so the shots section waits below the fold
          instead of being pushed down when they arrive. */}
      <RemoteWidget remote="course" widget="courseHomeSections" loadingHeight="100vh" />
      <div className="home-page-below-fold">
        <RemoteWidget remote="shots" widget="shotsHomeSection" />
      </div>
    </div>
  );
}
