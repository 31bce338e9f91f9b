import type { RemoteName, RemoteWidgetsModule, WidgetId } from '@site/shared';
import { loadExposed, RemoteUnavailableError } from './remote-loader';
import { RemoteView } from './remote-view';
import { useServerModule } from './server-modules';

interface Props {
  remote: RemoteName;
  widget: WidgetId;
  loadingHeight?: number | string;
}

/** A home-page widget from a remote's `./widgets`; a broken remote costs only this box. */
export function RemoteWidget({ remote, widget, loadingHeight = 320 }: Props) {
  const load = () =>
    loadExposed(remote, 'widgets').then(({ widgets }) => {
      const Widget = widgets[widget];
      if (!Widget) throw new RemoteUnavailableError(`${remote} has no widget "${widget}"`);
      return Widget;
    });
  const rendered = useServerModule<RemoteWidgetsModule>(remote, 'widgets')?.widgets[widget];
  return <RemoteView remote={remote} cacheKey={`widgets:${widget}`} load={load} loadingHeight={loadingHeight} rendered={rendered} />;
}
