import { paths, type PageId, type RemoteName } from '@site/shared';
import { loadExposed, RemoteUnavailableError } from './remote-loader';
import { RemoteView } from './remote-view';

/** A page of the route table rendered by the remote that owns it (its `./routes` page map). */
export function RemotePage({ id, remote }: { id: PageId; remote: RemoteName }) {
  const load = () =>
    loadExposed(remote, 'routes').then(({ pages }) => {
      const Page = pages[id];
      if (!Page) throw new RemoteUnavailableError(`${remote} has no page "${id}"`);
      return Page;
    });
  return <RemoteView remote={remote} cacheKey={`routes:${id}`} load={load} pageTitle={paths[id].title} />;
}
