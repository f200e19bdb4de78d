import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { HostKind } from '../config/host';
import { HostContext } from '../config/host';
import type { AppStore } from './store';

/**
 * App-wide providers: the store and the host. No antd here: the console and the
 * sign-in pages bring their own antd providers, so public pages stay free of it.
 */
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
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </Provider>
  );
}
