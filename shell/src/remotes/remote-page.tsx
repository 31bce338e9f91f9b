import { paths, usePageTitle, type PageId, type RemoteName, type RemoteRoutesModule } from '@site/shared';
import { loadPageNeeds } from './page-needs';
import { loadExposed, RemoteUnavailableError } from './remote-loader';
import { RemoteView } from './remote-view';
import { useServerModule } from './server-modules';

/**
 * The route table's title, set before the page renders; a page that knows better (a course's name)
 * sets its own afterwards, since sibling effects run in order and the page comes second.
 */
function RouteTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** A page of the route table rendered by the remote that owns it (its `./routes` page map). */
export function RemotePage({ id, remote }: { id: PageId; remote: RemoteName }) {
  // Pages are built on Arco and may show rich text: what they need beyond their code comes with them.
  const load = () =>
    Promise.all([loadExposed(remote, 'routes'), loadPageNeeds()]).then(async ([{ pages }]) => {
      const Page = pages[id];
      if (!Page) throw new RemoteUnavailableError(`${remote} has no page "${id}"`);
      // A page whose code comes apart from the page map (shared's lazyPage) is fetched before it renders: on a
      // server-rendered page the browser then takes it over in one pass, not after a second wait.
      const { preload } = Page as { preload?: () => Promise<unknown> };
      if (preload) await preload();
      return Page;
    });
  const rendered = useServerModule<RemoteRoutesModule>(remote, 'routes')?.pages[id];
  return (
    <>
      <RouteTitle title={paths[id].title} />
      <RemoteView remote={remote} cacheKey={`routes:${id}`} load={load} rendered={rendered} />
    </>
  );
}
