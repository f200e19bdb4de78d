import type { HostKind } from './host';

/** Every route path of spec 2.1, declared once; links are built from here. */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  communityBlog: '/community-blog',
  article: (id: string) => `/article/${encodeURIComponent(id)}`,
  faq: '/faq',
  contact: '/contact',
  login: '/login',
  adminLogin: '/admin-login',
  authCallback: '/auth/callback',
  socialConsent: '/api/auth/:provider',
  dashboard: '/dashboard',
  admin: '/admin',
  manager: '/manager',
  user: '/user',
  adminEmails: '/admin-emails',
  adminEmailsCompose: '/admin-emails/compose',
  adminEmail: (id: string) => `/admin-emails/view/${encodeURIComponent(id)}`,
  adminContacts: '/admin-contacts',
  adminContact: (id: string) => `/admin-contacts/view/${encodeURIComponent(id)}`,
  comingSoon: '/coming-soon',
  pricing: '/pricing',
  project: '/project',
  tenants: '/tenants',
  signup: '/signup',
  properties: '/properties',
  property: (id: string) => `/properties/${encodeURIComponent(id)}`,
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;

/** The seven service pages, in the order of the Services menu (spec 2.2). */
export const SERVICE_NAV = [
  { label: 'Rent Collection & Accounting', path: '/rent-collection' },
  { label: 'Tenant Management', path: '/tenant-management' },
  { label: 'Property Management', path: '/property-management' },
  { label: 'Assessment of Rent & Service Charges', path: '/assessment' },
  { label: 'MRI & Filing', path: '/mri-filing' },
  { label: 'Property Marketing', path: '/property-marketing' },
  { label: 'Project Management', path: '/project-management' },
] as const;

export interface NavItem {
  label: string;
  path?: string;
  children?: readonly { label: string; path: string }[];
}

/** Top navigation (spec 2.2): Services is a dropdown, not a page. */
export const TOP_NAV: readonly NavItem[] = [
  { label: 'Home', path: PATHS.home },
  { label: 'About Us', path: PATHS.aboutUs },
  { label: 'Community Blog', path: PATHS.communityBlog },
  { label: 'Services', children: SERVICE_NAV },
  { label: 'FAQ', path: PATHS.faq },
  { label: 'Contact', path: PATHS.contact },
];

/** Public-host pages the admin host does not have (spec 2.1); links there go to the public origin. */
export const PUBLIC_HOST_ONLY: ReadonlySet<string> = new Set([
  PATHS.aboutUs,
  PATHS.communityBlog,
  PATHS.contact,
  PATHS.adminLogin,
  PATHS.comingSoon,
  PATHS.signup,
]);

/**
 * The canonical form of a path: no trailing slash, lower case — except the id of an
 * article, email or submission, which is kept as written.
 */
export function canonicalPath(pathname: string): string {
  // Repeated slashes collapse first: `//faq/` is `/faq` (a path starting `//` would read as another host).
  const single = pathname.replace(/\/{2,}/g, '/');
  const trimmed = single.length > 1 ? single.replace(/\/+$/, '') || '/' : single;
  const withId = /^(\/(?:article|admin-emails\/view|admin-contacts\/view)\/)(.+)$/i.exec(trimmed);
  return withId ? `${withId[1]!.toLowerCase()}${withId[2]}` : trimmed.toLowerCase();
}

/** Where signed-out visitors of admin screens go: /admin-login, or /login on the admin host. */
export const adminLoginPath = (host: HostKind): string => (host === 'admin' ? PATHS.login : PATHS.adminLogin);
