import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';

// Remotes share this dayjs instance (an MF singleton), so they get the locale too.
dayjs.locale('zh-cn');

/**
 * The one jotai store of the page; the router and remotes render inside. No Arco ConfigProvider: Arco's
 * default locale is already zh-CN, and the frame and home page render without Arco's JavaScript, which
 * loads only with what needs it (dialogs, menus, pages).
 */
export function AppProviders({ store, children }: { store?: ReturnType<typeof createStore>; children: ReactNode }) {
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
