import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
// The dev host stands in for the shell, so it loads the site's link style as the shell does.
import '../site/site-links.css';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { DevHostRoutes, type DevRemote } from './dev-host-routes';

dayjs.locale('zh-cn');

/**
 * Runs one remote alone, without the shell or the other remotes: the same providers the shell
 * gives (router, jotai store, Arco zh-CN), a plain nav of the remote's routes, and its widgets.
 * Dev mode only: imported from `@site/shared/dev-host`, never from the shared index.
 */
export function DevHost({ remote }: { remote: DevRemote }) {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider>
        <BrowserRouter>
          <DevHostRoutes remote={remote} />
        </BrowserRouter>
      </JotaiProvider>
    </ConfigProvider>
  );
}
