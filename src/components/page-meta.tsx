import { useLocation, useMatches } from 'react-router-dom';
import { ASSETS, CONTENT } from '../config/content';
import { config } from '../config/env';
import { routeHandle } from '../config/route-meta';

/** 'FAQ | <brand>'; the home page carries the brand alone. */
export const documentTitle = (title?: string): string =>
  title ? `${title} | ${CONTENT.brandName}` : CONTENT.brandName;

export const DEFAULT_DESCRIPTION = `${CONTENT.brandName}: property and project management in Kisii, Kenya — rent collection, tenant management, MRI tax filing, marketing and renovation.`;

/** An absolute URL on the public site (canonical links, Open Graph, the sitemap). */
export const siteUrl = (path: string): string => `${config.siteUrl}${path}`;

interface PageMetaProps {
  /**
   * Before ' | <brand>': by default the route's title in the route table
   * (src/app/routes.tsx); none on the home page. A page per item names its item.
   */
  title?: string;
  description?: string;
  /** Open Graph image, a path under public/ (the home hero by default). */
  image?: string;
  /** Staff, sign-in and error screens: no canonical link or Open Graph, and `noindex`. */
  noIndex?: boolean;
}

/**
 * The page's title, description, canonical link and Open Graph tags, rendered by the
 * route's component: React 19 hoists them into `<head>`, in the prerendered HTML and in
 * the browser alike, and swaps them on navigation.
 */
export function PageMeta({
  title: ownTitle,
  description = DEFAULT_DESCRIPTION,
  image = ASSETS.hero,
  noIndex,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const routeTitle = useMatches()
    .map(routeHandle)
    .findLast((handle) => handle.title)?.title;
  const fullTitle = documentTitle(ownTitle ?? routeTitle);
  if (noIndex) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = siteUrl(pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={CONTENT.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={siteUrl(image)} />
    </>
  );
}
