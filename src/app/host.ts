import { createContext, useContext } from 'react';
import type { HostKind } from '../features/auth/guards';

/** Which host the app runs on; chosen once at start from the configured prefix. */
export const HostContext = createContext<HostKind>('public');

export const useHostKind = (): HostKind => useContext(HostContext);
