import { createContext, useContext } from 'react';
import { onAdminHost } from './env';

/**
 * The two hosts (product rules, 'Hosts and routes'): the public site, and the admin host
 * (its name starts with the configured prefix, VITE_ADMIN_HOST_PREFIX).
 */
export type HostKind = 'public' | 'admin';

/** This page's host, read once at start (main.tsx). */
export const currentHost = (): HostKind => (onAdminHost() ? 'admin' : 'public');

/** Which host the app runs on; provided by the app (src/app/providers.tsx). */
export const HostContext = createContext<HostKind>('public');

export const useHostKind = (): HostKind => useContext(HostContext);
