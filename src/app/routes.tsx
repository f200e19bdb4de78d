import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { canonicalPath, PATHS, PORTAL_SIGN_IN, REQUEST_PORTAL_ACCESS, SERVICE_NAV } from '../config/paths';
import type { ComingSoonLink } from '../components/coming-soon/coming-soon-page';
import type { ConsoleAccess, ConsoleMenuLink, RouteAccess, RouteHost } from '../config/route-meta';

/**
 * The route table: every route of both hosts (product rules, 'Hosts and routes') once, with
 * what the app knows about it. The router (./router.tsx) builds both hosts' route trees
 * from it; the prerender list and sitemap, `isPublicPage`, the links that leave the admin
 * host, the console menu and the route lists the tests walk are all derived from it
 * (routes.test.ts proves each derived list matches the table). Adding a page is one entry.
 *
 * This module imports no screen and no style up front (each screen is an `import()`), so
 * Node (the prerender, Playwright's tests) can read the table too.
 */
export interface RouteEntry {
  /** Unique within a host; React Router's route id. */
  id: string;
  path: string;
  host: RouteHost;
  access: RouteAccess;
  /** The document title before ' | <brand>'; none when the screen names itself per item. */
  title?: string;
  /**
   * Public pages only: prerendered at build time, as one page (`static`), or one page per
   * item (`each` lists the ids). Every prerendered page is a 'public page' for the
   * expired-session rule (see `isPublicPage`).
   */
  prerender?: 'static' | { each: () => Promise<readonly string[]> };
  /**
   * Console screens: their entries in the console navigation (a screen's label), or, with
   * a `hash` (a section) or `dropdown`, in the header's menu (product rules, 'Staff console').
   */
  menu?: readonly { label: string; hash?: string; dropdown?: true }[];
  /** Only while the mock API answers (the app is then its own social provider). */
  mockOnly?: boolean;
  /** A concrete path, for a path with an `:id` (the tests visit it). */
  example?: string;
  screen: () => Promise<ReactElement>;
}

// ---- Screens (each import() is one chunk) ----
const comingSoon = (name?: string, links?: readonly ComingSoonLink[]) => () =>
  import('../components/coming-soon/coming-soon-page').then((m) => (
    <m.ComingSoonPage name={name} links={links} />
  ));
const service = () => import('../features/public-site/services/service-page').then((m) => <m.ServicePage />);
const legal = (document: 'privacy' | 'terms') => () =>
  import('../features/public-site/legal/legal-page').then((m) => <m.LegalPage document={document} />);
const login = (mode: 'user' | 'admin') => () =>
  import('../features/auth/login-page').then((m) => <m.LoginPage mode={mode} />);
const dashboard = () => import('../features/dashboard/dashboard-page').then((m) => <m.DashboardPage />);
const emailCentre = (view: 'list' | 'compose' | 'email') => () =>
  import('../features/email-centre/email-centre-page').then((m) => <m.EmailCentrePage view={view} />);

const ARTICLE_IDS = () =>
  import('../features/public-site/data/articles').then((m) => m.ARTICLES.map((article) => article.id));
const PROPERTY_IDS = () =>
  import('../features/public-site/data/properties').then((m) => m.PROPERTIES.map((property) => property.id));

export const ROUTES: readonly RouteEntry[] = [
  // ---- Public pages ----
  {
    id: 'home',
    path: PATHS.home,
    host: 'public',
    access: 'anyone',
    prerender: 'static',
    screen: () => import('../features/public-site/home/home-page').then((m) => <m.HomePage />),
  },
  {
    id: 'about-us',
    path: PATHS.aboutUs,
    host: 'public',
    access: 'anyone',
    title: 'About Us',
    prerender: 'static',
    screen: () => import('../features/public-site/about/about-page').then((m) => <m.AboutPage />),
  },
  ...SERVICE_NAV.map((item): RouteEntry => ({
    id: `service${item.path}`,
    path: item.path,
    host: 'both',
    access: 'anyone',
    title: item.label,
    prerender: 'static',
    screen: service,
  })),
  {
    id: 'community-blog',
    path: PATHS.communityBlog,
    host: 'public',
    access: 'anyone',
    title: 'Community Blog',
    prerender: 'static',
    screen: () => import('../features/public-site/blog/blog-page').then((m) => <m.BlogPage />),
  },
  {
    id: 'article',
    path: PATHS.article.pattern,
    host: 'both',
    access: 'anyone',
    prerender: { each: ARTICLE_IDS },
    example: PATHS.article('market-trends-1'),
    screen: () => import('../features/public-site/blog/article-page').then((m) => <m.ArticlePage />),
  },
  {
    id: 'faq',
    path: PATHS.faq,
    host: 'both',
    access: 'anyone',
    title: 'FAQ',
    prerender: 'static',
    screen: () => import('../features/public-site/faq/faq-page').then((m) => <m.FaqPage />),
  },
  {
    id: 'contact',
    path: PATHS.contact,
    host: 'public',
    access: 'anyone',
    title: 'Contact Us',
    prerender: 'static',
    screen: () => import('../features/public-site/contact/contact-page').then((m) => <m.ContactPage />),
  },
  {
    id: 'properties',
    path: PATHS.properties,
    host: 'both',
    access: 'anyone',
    title: 'Properties',
    prerender: 'static',
    screen: () =>
      import('../features/public-site/properties/properties-page').then((m) => <m.PropertiesPage />),
  },
  {
    id: 'property',
    path: PATHS.property.pattern,
    host: 'both',
    access: 'anyone',
    prerender: { each: PROPERTY_IDS },
    example: PATHS.property('nairobi-home'),
    screen: () => import('../features/public-site/properties/property-page').then((m) => <m.PropertyPage />),
  },
  {
    id: 'privacy-policy',
    path: PATHS.privacyPolicy,
    host: 'both',
    access: 'anyone',
    title: 'Privacy Policy',
    prerender: 'static',
    screen: legal('privacy'),
  },
  {
    id: 'terms-of-service',
    path: PATHS.termsOfService,
    host: 'both',
    access: 'anyone',
    title: 'Terms of Service',
    prerender: 'static',
    screen: legal('terms'),
  },
  {
    id: 'signup',
    path: PATHS.signup,
    host: 'public',
    access: 'anyone',
    title: 'Request portal access',
    prerender: 'static',
    screen: () => import('../features/public-site/signup/signup-page').then((m) => <m.SignupPage />),
  },
  // The Coming Soon pages; /tenants adds the portal's ways in (the portal works: product rules, 'Public site').
  ...(
    [
      ['coming-soon', PATHS.comingSoon, 'Coming Soon', 'public', []],
      ['pricing', PATHS.pricing, 'Pricing Plans', 'both', []],
      ['project', PATHS.project, 'Project Management', 'both', []],
      ['tenants', PATHS.tenants, 'Tenants Portal', 'both', [PORTAL_SIGN_IN, REQUEST_PORTAL_ACCESS]],
    ] as const
  ).map(([id, path, title, host, links]): RouteEntry => ({
    id,
    path,
    host,
    access: 'anyone',
    title,
    prerender: 'static',
    // /coming-soon carries the page's own default name.
    screen: comingSoon(id === 'coming-soon' ? undefined : title, links),
  })),

  // ---- Sign-in pages ----
  { id: 'login', path: PATHS.login, host: 'public', access: 'signIn', title: 'Login', screen: login('user') },
  {
    id: 'admin-login',
    path: PATHS.adminLogin,
    host: 'public',
    access: 'signIn',
    title: 'Administrator Login',
    screen: login('admin'),
  },
  // The admin host's only page until signed in: the administrator login.
  {
    id: 'admin-host-login',
    path: PATHS.login,
    host: 'admin',
    access: 'signIn',
    title: 'Administrator Login',
    screen: login('admin'),
  },
  {
    id: 'forgot-password',
    path: PATHS.forgotPassword,
    host: 'public',
    access: 'signIn',
    title: 'Reset your password',
    screen: () => import('../features/auth/forgot-password-page').then((m) => <m.ForgotPasswordPage />),
  },
  {
    id: 'reset-password',
    path: PATHS.resetPassword,
    host: 'public',
    access: 'signIn',
    title: 'Set a new password',
    screen: () => import('../features/auth/reset-password-page').then((m) => <m.ResetPasswordPage />),
  },
  {
    id: 'auth-callback',
    path: PATHS.authCallback,
    host: 'public',
    access: 'signIn',
    title: 'Signing in',
    screen: () => import('../features/auth/auth-callback-page').then((m) => <m.AuthCallbackPage />),
  },
  {
    id: 'social-consent',
    path: PATHS.socialConsent,
    host: 'public',
    access: 'signIn',
    title: 'Sign in',
    mockOnly: true,
    example: '/auth/consent/google',
    screen: () => import('../features/auth/social-consent-page').then((m) => <m.SocialConsentPage />),
  },

  // ---- Console screens ----
  // The admin host opens on the main dashboard.
  {
    id: 'console-home',
    path: PATHS.home,
    host: 'admin',
    access: 'admin',
    title: 'Admin Dashboard',
    // The admin host's Dashboard in the console navigation is its home.
    menu: [{ label: 'Dashboard' }],
    screen: dashboard,
  },
  {
    id: 'dashboard',
    path: PATHS.dashboard,
    host: 'both',
    access: 'admin',
    title: 'Admin Dashboard',
    menu: [
      { label: 'Dashboard' },
      { label: 'Back to Dashboard', dropdown: true },
      { label: 'Settings', hash: '#settings' },
    ],
    screen: dashboard,
  },
  {
    id: 'admin-emails',
    path: PATHS.adminEmails,
    host: 'both',
    access: 'admin',
    title: 'Email Center',
    menu: [{ label: 'Email Center' }],
    screen: emailCentre('list'),
  },
  {
    id: 'admin-emails-compose',
    path: PATHS.adminEmailsCompose,
    host: 'both',
    access: 'admin',
    title: 'Compose Email',
    screen: emailCentre('compose'),
  },
  {
    id: 'admin-email',
    path: PATHS.adminEmail.pattern,
    host: 'both',
    access: 'admin',
    title: 'Email',
    example: PATHS.adminEmail('x'),
    screen: emailCentre('email'),
  },
  {
    id: 'admin-contacts',
    path: PATHS.adminContacts,
    host: 'both',
    access: 'admin',
    title: 'Contact Submissions',
    menu: [{ label: 'Contact Submissions' }],
    screen: () =>
      import('../features/contact-submissions/submissions-page').then((m) => <m.SubmissionsPage />),
  },
  {
    id: 'admin-contact',
    path: PATHS.adminContact.pattern,
    host: 'both',
    access: 'admin',
    title: 'Contact Submission',
    example: PATHS.adminContact('x'),
    screen: () =>
      import('../features/contact-submissions/submission-detail-page').then((m) => (
        <m.SubmissionDetailPage />
      )),
  },
  {
    id: 'admin',
    path: PATHS.admin,
    host: 'admin',
    access: 'admin',
    title: 'Admin',
    menu: [{ label: 'Manage Users' }],
    screen: () => import('../features/dashboard/admin-page').then((m) => <m.AdminPage />),
  },
  {
    id: 'manager',
    path: PATHS.manager,
    host: 'both',
    access: 'manager',
    title: 'Manager Dashboard',
    menu: [{ label: 'Manage Users' }],
    screen: () => import('../features/dashboard/manager-page').then((m) => <m.ManagerPage />),
  },
  {
    id: 'admin-payments',
    path: PATHS.adminPayments,
    host: 'both',
    access: 'manager',
    title: 'Payments',
    menu: [{ label: 'Payments' }],
    screen: () => import('../features/staff-payments/payments-page').then((m) => <m.PaymentsPage />),
  },
  {
    id: 'admin-maintenance',
    path: PATHS.adminMaintenance,
    host: 'both',
    access: 'manager',
    title: 'Maintenance',
    menu: [{ label: 'Maintenance' }],
    screen: () => import('../features/staff-maintenance/maintenance-page').then((m) => <m.MaintenancePage />),
  },
  {
    id: 'admin-maintenance-request',
    path: PATHS.adminMaintenanceRequest.pattern,
    host: 'both',
    access: 'manager',
    title: 'Maintenance request',
    example: PATHS.adminMaintenanceRequest('x'),
    screen: () =>
      import('../features/staff-maintenance/maintenance-request-page').then((m) => (
        <m.MaintenanceRequestPage />
      )),
  },
  {
    id: 'admin-owners',
    path: PATHS.adminOwners,
    host: 'both',
    access: 'manager',
    title: 'Owners',
    menu: [{ label: 'Owners' }],
    screen: () => import('../features/owners/owners-page').then((m) => <m.OwnersPage />),
  },
  {
    id: 'admin-payouts',
    path: PATHS.adminPayouts,
    host: 'both',
    access: 'manager',
    title: 'Payouts',
    menu: [{ label: 'Payouts' }],
    screen: () => import('../features/payouts/payouts-page').then((m) => <m.PayoutsPage />),
  },
  {
    id: 'user',
    path: PATHS.user,
    host: 'both',
    access: 'signedIn',
    title: 'User Dashboard',
    menu: [{ label: 'Dashboard' }],
    screen: () => import('../features/portal/portal-home-page').then((m) => <m.PortalHomePage />),
  },
  // The customer portal's pages (product rules, 'Customer portal'): the public host, where customers sign in.
  {
    id: 'user-payments',
    path: PATHS.userPayments,
    host: 'public',
    access: 'signedIn',
    title: 'Statement of account',
    menu: [{ label: 'Statement of account' }],
    screen: () => import('../features/portal/statement-page').then((m) => <m.StatementPage />),
  },
  {
    id: 'user-maintenance',
    path: PATHS.userMaintenance,
    host: 'public',
    access: 'signedIn',
    title: 'Maintenance requests',
    menu: [{ label: 'Maintenance requests' }],
    screen: () => import('../features/portal/maintenance-page').then((m) => <m.PortalMaintenancePage />),
  },
  {
    id: 'user-statement',
    path: PATHS.userStatement.pattern,
    // Staff open it too, from a payment on either host (product rules, 'Money owners can trust').
    host: 'both',
    access: 'signedIn',
    title: 'Monthly statement',
    example: PATHS.userStatement('x', '2025-03'),
    screen: () => import('../features/portal/owner-statement-page').then((m) => <m.OwnerStatementPage />),
  },
  // A finished month's documents, opened from its statement (product rules, 'Owners'): on both hosts, as the statement.
  {
    id: 'user-certificate',
    path: PATHS.userCertificate.pattern,
    host: 'both',
    access: 'signedIn',
    title: 'Withholding certificate',
    example: PATHS.userCertificate('x', '2025-03'),
    screen: () => import('../features/portal/certificate-page').then((m) => <m.CertificatePage />),
  },
  {
    id: 'user-fee-invoice',
    path: PATHS.userFeeInvoice.pattern,
    host: 'both',
    access: 'signedIn',
    title: 'Management fee invoice',
    example: PATHS.userFeeInvoice('x', '2025-03'),
    screen: () => import('../features/portal/fee-invoice-page').then((m) => <m.FeeInvoicePage />),
  },
  {
    id: 'user-receipt',
    path: PATHS.userReceipt.pattern,
    host: 'public',
    access: 'signedIn',
    title: 'Receipt',
    example: PATHS.userReceipt('x'),
    screen: () => import('../features/portal/receipt-page').then((m) => <m.ReceiptPage />),
  },
];

// ---- Derived lists ----

export type HostName = Exclude<RouteHost, 'both'>;

export const onHost = (entry: RouteEntry, host: HostName): boolean =>
  entry.host === host || entry.host === 'both';

/** The routes a host serves, in table order (`mocking`: whether the mock API answers). */
export const routesOf = (host: HostName, mocking: boolean): RouteEntry[] =>
  ROUTES.filter((entry) => onHost(entry, host) && (mocking || !entry.mockOnly));

export const isConsoleAccess = (access: RouteAccess): access is ConsoleAccess =>
  access !== 'anyone' && access !== 'signIn';

const PRERENDERED = ROUTES.filter((entry) => entry.host !== 'admin' && entry.prerender);

/** Every page of the public host that is prerendered, and listed in the sitemap. */
export async function prerenderPaths(): Promise<string[]> {
  const paths = await Promise.all(
    PRERENDERED.map(async ({ path, prerender }) =>
      prerender === 'static'
        ? [path]
        : (await prerender!.each()).map((id) => path.replace(':id', encodeURIComponent(id))),
    ),
  );
  return paths.flat();
}

/**
 * Whether a path is one of the public host's prerendered pages: a visitor reading one
 * with a stale session stays there while the session is cleared quietly
 * (product rules, 'Sessions').
 */
export function isPublicPage(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return PRERENDERED.some((entry) => matchPath(entry.path, path) !== null);
}

/**
 * Where an expired session sends the browser (product rules, 'Sessions'): /login, except a visitor on a
 * public page of the public host, who stays (null).
 */
export function expiredSessionRedirect(host: HostName, pathname: string): string | null {
  return host === 'public' && isPublicPage(pathname) ? null : PATHS.login;
}

/** Pages only the public host has: links to them from the admin host go to the public origin. */
export function publicHostOnlyPaths(): ReadonlySet<string> {
  const adminPaths = new Set(ROUTES.filter((entry) => onHost(entry, 'admin')).map((entry) => entry.path));
  return new Set(
    ROUTES.filter(
      (entry) => entry.host === 'public' && !adminPaths.has(entry.path) && !entry.path.includes(':'),
    ).map((entry) => entry.path),
  );
}

/**
 * A host's console navigation and menu: each console screen's menu entries, in table
 * order; of two entries with one label (Manage Users, Dashboard), the first the session
 * may open is shown.
 */
export function consoleMenuOf(host: HostName): ConsoleMenuLink[] {
  return routesOf(host, true).flatMap((entry) =>
    isConsoleAccess(entry.access)
      ? (entry.menu ?? []).map((item) => ({
          routeId: entry.id,
          label: item.label,
          to: `${entry.path}${item.hash ?? ''}`,
          access: entry.access as ConsoleAccess,
          place: item.hash || item.dropdown ? ('menu' as const) : ('nav' as const),
        }))
      : [],
  );
}

/** A path to visit for each route (its example when the path has an `:id`). */
export const visitPath = (entry: RouteEntry): string => entry.example ?? entry.path;
