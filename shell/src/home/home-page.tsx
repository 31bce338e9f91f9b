import { paths, usePageTitle } from '@site/shared';
import { RemoteWidget } from '../remotes/remote-widget';

/** Home: the course remote's sections (banners, apps, latest courses) above the shots remote's picks. */
export function HomePage() {
  usePageTitle(paths.home.title);
  return (
    <div className="home-page">
      <RemoteWidget remote="course" widget="courseHomeSections" />
      <RemoteWidget remote="shots" widget="shotsHomeSection" />
    </div>
  );
}
