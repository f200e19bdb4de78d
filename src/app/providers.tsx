import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { publicTheme } from '../config/theme';
import type { HostKind } from '../features/auth/guards';
import { HostContext } from './host';
import type { AppStore } from './store';

/** App-wide providers: the store, the host, antd's theme and its App (messages, modals). */
export function AppProviders({
  store,
  host,
  children,
}: {
  store: AppStore;
  host: HostKind;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <HostContext.Provider value={host}>
        <ConfigProvider theme={publicTheme}>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </HostContext.Provider>
    </Provider>
  );
}
