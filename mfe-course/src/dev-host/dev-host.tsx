import '@arco-design/web-react/dist/css/arco.css';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { DevHostRoutes } from './dev-host-routes';

dayjs.locale('zh-cn');

/**
 * Runs this remote alone, without the shell or the other remotes: the same providers the shell
 * gives (router, jotai store, Arco zh-CN), a plain nav of this remote's routes, and its widgets.
 */
export function DevHost() {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider>
        <BrowserRouter>
          <DevHostRoutes />
        </BrowserRouter>
      </JotaiProvider>
    </ConfigProvider>
  );
}
