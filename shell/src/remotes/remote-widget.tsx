import type { RemoteName, WidgetId } from '@site/shared';
import { loadExposed, RemoteUnavailableError } from './remote-loader';
import { RemoteView } from './remote-view';

/** A home-page widget from a remote's `./widgets`; a broken remote costs only this box. */
export function RemoteWidget({ remote, widget, loadingHeight = 320 }: { remote: RemoteName; widget: WidgetId; loadingHeight?: number | string }) {
  const load = () =>
    loadExposed(remote, 'widgets').then(({ widgets }) => {
      const Widget = widgets[widget];
      if (!Widget) throw new RemoteUnavailableError(`${remote} has no widget "${widget}"`);
      return Widget;
    });
  return <RemoteView remote={remote} cacheKey={`widgets:${widget}`} load={load} loadingHeight={loadingHeight} />;
}
