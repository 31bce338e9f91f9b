import type { FirstScreenName, RemoteName, WidgetId } from '@site/shared';
import { loadExposed, RemoteUnavailableError } from './remote-loader';
import { RemoteView } from './remote-view';

interface Props {
  remote: RemoteName;
  widget: WidgetId;
  loadingHeight?: number | string;
  /** The part of the first screen the server drew for this widget, shown while it loads. */
  firstScreen?: FirstScreenName;
}

/** A home-page widget from a remote's `./widgets`; a broken remote costs only this box. */
export function RemoteWidget({ remote, widget, loadingHeight = 320, firstScreen }: Props) {
  const load = () =>
    loadExposed(remote, 'widgets').then(({ widgets }) => {
      const Widget = widgets[widget];
      if (!Widget) throw new RemoteUnavailableError(`${remote} has no widget "${widget}"`);
      return Widget;
    });
  return <RemoteView remote={remote} cacheKey={`widgets:${widget}`} load={load} loadingHeight={loadingHeight} firstScreen={firstScreen} />;
}
