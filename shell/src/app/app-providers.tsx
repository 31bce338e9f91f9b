import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

// Remotes share this dayjs instance (an MF singleton), so they get the locale too.
dayjs.locale('zh-cn');

/** The one router, jotai store and Arco configuration of the page; remotes render inside them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </JotaiProvider>
    </ConfigProvider>
  );
}
