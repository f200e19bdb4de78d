/**
 * The build-time prerender's entry (scripts/prerender/prerender.mjs builds it with `vite build
 * --ssr` and calls `renderPage` for every public page). It renders the same route table,
 * store and providers as the browser, with React Router's static APIs, so the browser
 * hydrates the HTML it produces without a mismatch. Node only: never part of the app.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { STATIC_PUBLIC_PAGES } from './app/public-pages';
import { appRoutes } from './app/router';
import { makeStore } from './app/store';
import { PATHS } from './config/paths';
import { config } from './config/env';
import { PROPERTIES } from './features/public-site/data/properties';
import { ARTICLES } from './features/public-site/data/articles';

export { setSanitizerWindow } from './features/public-site/blog/sanitize-html';

/** Every page of the public host that is prerendered (product rules, 'Static-first public pages'). */
export function prerenderPaths(): string[] {
  return [
    ...STATIC_PUBLIC_PAGES,
    ...ARTICLES.map((article) => PATHS.article(article.id)),
    ...PROPERTIES.map((property) => PATHS.property(property.id)),
  ];
}

export interface RenderedPage {
  /** The `<title>`, `<meta>` and `<link>` tags the page rendered, for `<head>`. */
  head: string;
  /** The markup of the root element. */
  body: string;
}

/** Renders one public page as the browser's first render would (defaults, no storage). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes('public'));
  const context = await handler.query(new Request(`${config.siteUrl}${path}`));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} ${context.headers.get('Location') ?? ''}`);
  }
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders store={makeStore()} host="public">
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // React 19 emits the hoisted <title>, <meta> and <link> tags first.
  const hoisted = /^(?:<(?:title>[^<]*<\/title>|meta [^>]*\/?>|link [^>]*\/?>))*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/** The public site's address, for the sitemap and robots.txt. */
export const siteUrl = config.siteUrl;

/** What the build's Content-Security-Policy must allow (scripts/hosting/csp.mjs). */
export const cspInputs = {
  apiBase: config.apiBase,
  mapsEmbedUrl: config.mapsEmbedUrl,
  recaptchaSiteKey: config.recaptchaSiteKey,
};
