import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

// Remotes share this dayjs instance (an MF singleton), so they get the locale too.
dayjs.locale('zh-cn');

/** The one jotai store and Arco configuration of the page; the router and remotes render inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider>{children}</JotaiProvider>
    </ConfigProvider>
  );
}
