import type { HostKind } from './host';

/**
 * A route with an id in its path: called with an id it builds the link (the id encoded);
 * `pattern` is the router's path.
 */
export interface IdPath {
  (id: string): string;
  readonly pattern: string;
}

const idPath = (pattern: `/${string}/:id`): IdPath =>
  Object.assign((id: string) => pattern.replace(':id', encodeURIComponent(id)), { pattern });

/**
 * An owner's monthly statement of a property, /user/statements/{propertyId}/{YYYY-MM}, and a
 * page below it (`suffix`: its documents, '/certificate' and '/invoice').
 */
const statementPage = (suffix = '') =>
  Object.assign(
    (propertyId: string, month: string) =>
      `/user/statements/${encodeURIComponent(propertyId)}/${encodeURIComponent(month)}${suffix}`,
    { pattern: `/user/statements/:propertyId/:month${suffix}` },
  );

/**
 * Every route path (product rules, 'Hosts and routes'), declared once: the route table
 * (src/app/routes.tsx) and every link use these.
 */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  communityBlog: '/community-blog',
  article: idPath('/article/:id'),
  faq: '/faq',
  contact: '/contact',
  login: '/login',
  adminLogin: '/admin-login',
  // 'Forgot password?' and the emailed link's page (product rules, 'Forgot password').
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  socialConsent: '/auth/consent/:provider',
  dashboard: '/dashboard',
  admin: '/admin',
  manager: '/manager',
  user: '/user',
  userPayments: '/user/payments',
  userReceipt: idPath('/user/receipts/:id'),
  userStatement: statementPage(),
  // A finished month's withholding certificate and management fee invoice (product rules, 'Owners').
  userCertificate: statementPage('/certificate'),
  userFeeInvoice: statementPage('/invoice'),
  userMaintenance: '/user/maintenance',
  adminEmails: '/admin-emails',
  adminEmailsCompose: '/admin-emails/compose',
  adminEmail: idPath('/admin-emails/view/:id'),
  adminContacts: '/admin-contacts',
  adminContact: idPath('/admin-contacts/view/:id'),
  adminPayments: '/admin-payments',
  adminOwners: '/admin-owners',
  adminPayouts: '/admin-payouts',
  adminMaintenance: '/admin-maintenance',
  adminMaintenanceRequest: idPath('/admin-maintenance/view/:id'),
  comingSoon: '/coming-soon',
  pricing: '/pricing',
  project: '/project',
  tenants: '/tenants',
  signup: '/signup',
  properties: '/properties',
  property: idPath('/properties/:id'),
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;

/** The seven service pages, in the order of the Services menu (product rules, 'Public site'). */
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

/**
 * Top navigation (the top bar and the phone's drawer): Services is a dropdown, not a page;
 * 'Properties', the listings, follows it; 'Sign in' (the portal's /login) closes it
 * (product rules, 'Public site').
 */
export const TOP_NAV: readonly NavItem[] = [
  { label: 'Home', path: PATHS.home },
  { label: 'About Us', path: PATHS.aboutUs },
  { label: 'Community Blog', path: PATHS.communityBlog },
  { label: 'Services', children: SERVICE_NAV },
  { label: 'Properties', path: PATHS.properties },
  { label: 'FAQ', path: PATHS.faq },
  { label: 'Contact', path: PATHS.contact },
  { label: 'Sign in', path: PATHS.login },
];

/**
 * The customer portal's ways in (product rules, 'Public site'): every button that names the
 * portal leads to its sign-in; /tenants and /login also offer 'Request portal access'.
 */
export const PORTAL_SIGN_IN = { label: 'Sign in to the portal', path: PATHS.login } as const;
export const REQUEST_PORTAL_ACCESS = { label: 'Request portal access', path: PATHS.signup } as const;

/** The paths with one id, for the router and `canonicalPath` (ids keep their case). */
export const ID_PATHS: readonly IdPath[] = Object.values(PATHS).filter(
  (path): path is IdPath => typeof path === 'function' && path.pattern.endsWith('/:id'),
);

/** `/article/` and the like: what comes before the id of each id path. */
const ID_PREFIXES = ID_PATHS.map((path) => path.pattern.slice(0, -':id'.length));

/**
 * The canonical form of a path, the one normaliser: repeated and trailing slashes go,
 * and the path is lower case — except the id of an id path (an article, a property, an
 * email, a submission), which is kept as written.
 */
export function canonicalPath(pathname: string): string {
  // Repeated slashes collapse first: `//faq/` is `/faq` (a path starting `//` would read as another host).
  const single = pathname.replace(/\/{2,}/g, '/');
  const trimmed = single.length > 1 ? single.replace(/\/+$/, '') || '/' : single;
  const lower = trimmed.toLowerCase();
  const prefix = ID_PREFIXES.find(
    (p) => lower.startsWith(p) && lower.length > p.length && !lower.slice(p.length).includes('/'),
  );
  return prefix ? `${prefix}${trimmed.slice(prefix.length)}` : lower;
}

/** Where signed-out visitors of admin screens go: /admin-login, or /login on the admin host. */
export const adminLoginPath = (host: HostKind): string => (host === 'admin' ? PATHS.login : PATHS.adminLogin);
