/**
 * Sign-in data that arrives in the URL fragment: the admin hand-off (`#session=...`) and
 * the social callback (`#token=...&state=...`, or `#error=...`). main.tsx calls
 * `takeAuthFragment` before it loads any route, so a token never stays in the address
 * bar or the history (product rules, 'Sessions'); the screens that need it read it from here.
 */
const AUTH_FRAGMENT = /^#(?:session|token|error|state)=|&(?:session|token|state)=/;

let taken: string | null = null;

interface UrlWindow {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** Takes a sign-in fragment off the URL (history.replaceState), keeping it for this page load. */
export function takeAuthFragment(win: UrlWindow = window): string | null {
  const { hash, pathname, search } = win.location;
  if (!AUTH_FRAGMENT.test(hash)) return null;
  win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  taken = hash;
  return hash;
}

/** The fragment taken at start, once (a second read gets null). */
export function consumeAuthFragment(): string | null {
  const hash = taken;
  taken = null;
  return hash;
}
