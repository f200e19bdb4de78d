import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from '../components/route-error';
import { LAZY_LOAD_TIMEOUT_MS } from '../config/constants';
import { config } from '../config/env';
import type { HostKind } from '../config/host';
import { AdminHostGate, RequireAdmin, RequireRole } from '../session/route-guards';
import { withTimeout } from '../lib/with-timeout';
import { PATHS, SERVICE_NAV } from '../config/paths';
import '../features/public-site/styles';
import { ApiGate } from './api-gate';
import { RootLayout } from './root-layout';

/**
 * The two route tables of spec 2.1, in one module. Every screen is its own lazily
 * loaded chunk; a chunk that fails or takes over 120 s shows the route's error screen.
 */

/**
 * A lazily loaded screen: `load` imports its module and returns the element. Each
 * screen renders its own title and meta tags (PageMeta).
 */
interface ScreenRoute {
  lazy: () => Promise<{ element: ReactElement }>;
}

/** Rethrows a failed load while rendering, inside the route's error boundary. */
function FailedScreen({ error }: { error: Error }): never {
  throw error;
}

/**
 * A chunk that fails or takes over 120 s resolves to a screen that throws its error, so
 * the route's error boundary shows the error screen with Reload. (A rejected `lazy` would
 * leave the route unresolved, and React Router would render nothing below its parent.)
 */
export const screen = (load: () => Promise<ReactElement>): ScreenRoute => ({
  lazy: async () => {
    try {
      return { element: await withTimeout(load(), LAZY_LOAD_TIMEOUT_MS) };
    } catch (error) {
      return { element: <FailedScreen error={error instanceof Error ? error : new Error(String(error))} /> };
    }
  },
});

const comingSoon = (name?: string) =>
  screen(() =>
    import('../components/coming-soon/coming-soon-page').then((m) => <m.ComingSoonPage name={name} />),
  );

// ---- Screens (each import() is one chunk) ----
const home = () => screen(() => import('../features/public-site/home/home-page').then((m) => <m.HomePage />));
const about = () =>
  screen(() => import('../features/public-site/about/about-page').then((m) => <m.AboutPage />));
const blog = () => screen(() => import('../features/public-site/blog/blog-page').then((m) => <m.BlogPage />));
const article = () =>
  screen(() => import('../features/public-site/blog/article-page').then((m) => <m.ArticlePage />));
const faq = () => screen(() => import('../features/public-site/faq/faq-page').then((m) => <m.FaqPage />));
const contact = () =>
  screen(() => import('../features/public-site/contact/contact-page').then((m) => <m.ContactPage />));
const service = () =>
  screen(() => import('../features/public-site/services/service-page').then((m) => <m.ServicePage />));
const property = () =>
  screen(() => import('../features/public-site/properties/property-page').then((m) => <m.PropertyPage />));
const properties = () =>
  screen(() =>
    import('../features/public-site/properties/properties-page').then((m) => <m.PropertiesPage />),
  );
const legal = (document: 'privacy' | 'terms') =>
  screen(() =>
    import('../features/public-site/legal/legal-page').then((m) => <m.LegalPage document={document} />),
  );
const login = (mode: 'user' | 'admin') =>
  screen(() => import('../features/auth/login-page').then((m) => <m.LoginPage mode={mode} />));
const socialConsent = () =>
  screen(() => import('../features/auth/social-consent-page').then((m) => <m.SocialConsentPage />));
const authCallback = () =>
  screen(() => import('../features/auth/auth-callback-page').then((m) => <m.AuthCallbackPage />));

const consoleLayout = () =>
  screen(() => import('../console/console-layout').then((m) => <m.ConsoleLayout />));
const dashboard = () =>
  screen(() => import('../features/dashboard/dashboard-page').then((m) => <m.DashboardPage />));
const adminDashboard = () =>
  screen(() => import('../features/dashboard/admin-page').then((m) => <m.AdminPage />));
const manager = () =>
  screen(() => import('../features/dashboard/manager-page').then((m) => <m.ManagerPage />));
const user = () => screen(() => import('../features/dashboard/user-page').then((m) => <m.UserPage />));
const emailCentre = (view: 'list' | 'compose' | 'email') =>
  screen(() =>
    import('../features/email-centre/email-centre-page').then((m) => <m.EmailCentrePage view={view} />),
  );
const submissions = () =>
  screen(() => import('../features/contact-submissions/submissions-page').then((m) => <m.SubmissionsPage />));
const submission = () =>
  screen(() =>
    import('../features/contact-submissions/submission-detail-page').then((m) => <m.SubmissionDetailPage />),
  );

// ---- Route groups shared by both hosts ----
const servicePages = (): RouteObject[] => SERVICE_NAV.map((s) => ({ path: s.path, ...service() }));

/** Public pages the admin host also has once signed in. */
const sharedPublicPages = (): RouteObject[] => [
  ...servicePages(),
  { path: PATHS.pricing, ...comingSoon('Pricing Plans') },
  { path: PATHS.project, ...comingSoon('Project Management') },
  { path: PATHS.tenants, ...comingSoon('Tenants Portal') },
  { path: PATHS.properties, ...properties() },
  { path: '/properties/:id', ...property() },
  { path: '/article/:id', ...article() },
  { path: PATHS.faq, ...faq() },
  { path: PATHS.privacyPolicy, ...legal('privacy') },
  { path: PATHS.termsOfService, ...legal('terms') },
];

const emailAndContactRoutes = (): RouteObject[] => [
  { path: PATHS.adminEmails, ...emailCentre('list') },
  { path: PATHS.adminEmailsCompose, ...emailCentre('compose') },
  { path: '/admin-emails/view/:id', ...emailCentre('email') },
  { path: PATHS.adminContacts, ...submissions() },
  { path: '/admin-contacts/view/:id', ...submission() },
];

const roleDashboards = (): RouteObject[] => [
  { element: <RequireRole screen="manager" />, children: [{ path: PATHS.manager, ...manager() }] },
  { element: <RequireRole screen="user" />, children: [{ path: PATHS.user, ...user() }] },
];

const toHome: RouteObject = { path: '*', element: <Navigate to={PATHS.home} replace /> };

/** Public host (spec 2.1, first table). */
export function publicRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        { index: true, ...home() },
        { path: PATHS.aboutUs, ...about() },
        { path: PATHS.communityBlog, ...blog() },
        { path: PATHS.contact, ...contact() },
        { path: PATHS.comingSoon, ...comingSoon() },
        { path: PATHS.signup, ...comingSoon('Sign Up') },
        ...sharedPublicPages(),
        {
          element: <ApiGate />,
          children: [
            { path: PATHS.login, ...login('user') },
            { path: PATHS.adminLogin, ...login('admin') },
            { path: PATHS.authCallback, ...authCallback() },
            // In mock mode the app itself is the social provider (product rules, 'Offline first').
            ...(config.apiMocking ? [{ path: PATHS.socialConsent, ...socialConsent() }] : []),
          ],
        },
      ],
    },
    {
      element: <ApiGate />,
      children: [
        {
          ...consoleLayout(),
          children: [
            {
              element: <RequireAdmin />,
              children: [{ path: PATHS.dashboard, ...dashboard() }, ...emailAndContactRoutes()],
            },
            ...roleDashboards(),
          ],
        },
      ],
    },
    toHome,
  ];
}

/** Admin host (spec 2.1): only /login until signed in; then the console and some public pages. */
export function adminRoutes(): RouteObject[] {
  return [
    {
      element: <ApiGate />,
      children: [
        {
          element: <AdminHostGate />,
          children: adminHostScreens(),
        },
      ],
    },
  ];
}

function adminHostScreens(): RouteObject[] {
  return [
    { path: PATHS.login, ...login('admin') },
    {
      ...consoleLayout(),
      children: [
        {
          element: <RequireAdmin />,
          children: [
            { index: true, ...dashboard() },
            { path: PATHS.dashboard, ...dashboard() },
            { path: PATHS.admin, ...adminDashboard() },
            ...emailAndContactRoutes(),
          ],
        },
        ...roleDashboards(),
      ],
    },
    { element: <PublicLayout />, children: sharedPublicPages() },
    toHome,
  ];
}

/** Puts the error screen on every route, so a failure shows inside the nearest frame. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    return { ...route, errorElement: <RouteError />, ...(children ? { children } : {}) } as RouteObject;
  });
}

export function appRoutes(host: HostKind): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: withErrorBoundaries(host === 'admin' ? adminRoutes() : publicRoutes()),
    },
  ];
}

/**
 * Loads the lazy screens that match `pathname` and puts them on their routes, so the
 * router starts initialised: a prerendered page then hydrates at once, with no fallback
 * in between (which would be a hydration mismatch). False when a screen failed to load
 * (it then shows the error screen, which is not what was prerendered).
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      const screenRoute = await route.lazy();
      Object.assign(route, screenRoute);
      delete route.lazy;
      return (screenRoute as { element?: ReactElement }).element?.type !== FailedScreen;
    }),
  );
  return loaded.every(Boolean);
}

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
