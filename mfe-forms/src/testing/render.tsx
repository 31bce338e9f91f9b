import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ClockProvider, type Clock } from '../features/clock';

/** Renders a page with the providers the shell gives it, and an optional fixed clock. */
export function renderPage(ui: ReactNode, { clock }: { clock?: Clock } = {}) {
  const tree = (
    <ConfigProvider locale={zhCN}>
      <Provider store={createStore()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </Provider>
    </ConfigProvider>
  );
  return render(clock ? <ClockProvider clock={clock}>{tree}</ClockProvider> : tree);
}
