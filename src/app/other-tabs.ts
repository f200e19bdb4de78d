import { STORAGE_KEYS } from '../config/constants';
import { signedOutInAnotherTab } from '../session/session-slice';
import type { AppStore } from './store';

/**
 * Signing out in one tab signs out the other tabs of this host (DECISIONS, Sessions): when
 * another tab removes the `token` key (or clears storage), this tab's session ends too, so
 * it can neither show the console nor write its token back.
 */
export function followOtherTabs(store: AppStore, target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('storage', (event: StorageEvent) => {
    const tokenGone = (event.key === STORAGE_KEYS.token || event.key === null) && event.newValue === null;
    if (tokenGone && store.getState().session.token !== null) store.dispatch(signedOutInAnotherTab());
  });
}
