import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from '../components/route-error';
import { LAZY_LOAD_TIMEOUT_MS } from '../config/constants';
import { config } from '../config/env';
import type { HostKind } from '../features/auth/guards';
import { AdminHostGate, RequireAdmin, RequireRole } from '../features/auth/route-guards';
import { withTimeout } from '../lib/with-timeout';
import { PATHS, SERVICE_NAV } from './paths';
import { RootLayout, type RouteHandle } from './root-layout';

/**
 * The two route tables of spec 2.1, in one module. Every screen is its own lazily
 * loaded chunk; a chunk that fails or takes over 120 s shows the route's error screen.
 */

/** A lazily loaded screen: `load` imports its module and returns the element. */
interface ScreenRoute {
  lazy: () => Promise<{ element: ReactElement }>;
  handle?: RouteHandle;
}

const screen = (load: () => Promise<ReactElement>, handle?: RouteHandle): ScreenRoute => ({
  lazy: async () => ({ element: await withTimeout(load(), LAZY_LOAD_TIMEOUT_MS) }),
  handle,
});

const comingSoon = (name?: string) =>
  screen(() =>
    import('../components/coming-soon/coming-soon-page').then((m) => <m.ComingSoonPage name={name} />),
  );

// ---- Screens (each import() is one chunk) ----
const home = () =>
  screen(() => import('../features/public-site/home/home-page').then((m) => <m.HomePage />), {
    title: undefined,
  });
const about = () =>
  screen(() => import('../features/public-site/about/about-page').then((m) => <m.AboutPage />), {
    title: 'About Us',
    description: 'Who we are, our mission and why landlords and investors in Kisii choose us.',
  });
const blog = () =>
  screen(() => import('../features/public-site/blog/blog-page').then((m) => <m.BlogPage />), {
    title: 'Community Blog',
    description:
      'Market trends, investment insight and property management advice for Kenyan property owners.',
  });
const article = () =>
  screen(() => import('../features/public-site/blog/article-page').then((m) => <m.ArticlePage />));
const faq = () =>
  screen(() => import('../features/public-site/faq/faq-page').then((m) => <m.FaqPage />), {
    title: 'FAQ',
    description: 'Answers on MRI tax, project management and property management fees and timelines.',
  });
const contact = () =>
  screen(() => import('../features/public-site/contact/contact-page').then((m) => <m.ContactPage />), {
    title: 'Contact Us',
    description: 'Call, WhatsApp or write to us, or visit our office at Ouru Complex in Kisii.',
  });
const service = (label: string) =>
  screen(() => import('../features/public-site/services/service-page').then((m) => <m.ServicePage />), {
    title: label,
  });
const properties = () =>
  screen(
    () => import('../features/public-site/properties/properties-page').then((m) => <m.PropertiesPage />),
    {
      title: 'Properties',
      description: 'Explore our exclusive portfolio of Kenyan properties.',
    },
  );
const legal = (document: 'privacy' | 'terms') =>
  screen(
    () => import('../features/public-site/legal/legal-page').then((m) => <m.LegalPage document={document} />),
    {
      title: document === 'privacy' ? 'Privacy Policy' : 'Terms of Service',
    },
  );
const login = (mode: 'user' | 'admin') =>
  screen(() => import('../features/auth/login-page').then((m) => <m.LoginPage mode={mode} />), {
    title: mode === 'admin' ? 'Administrator Login' : 'Login',
    description: 'Sign in to your account.',
  });
const socialConsent = () =>
  screen(() => import('../features/auth/social-consent-page').then((m) => <m.SocialConsentPage />), {
    title: 'Sign in',
  });
const authCallback = () =>
  screen(() => import('../features/auth/auth-callback-page').then((m) => <m.AuthCallbackPage />), {
    title: 'Signing in',
  });

const consoleLayout = () =>
  screen(() => import('../features/dashboard/console-layout').then((m) => <m.ConsoleLayout />));
const dashboard = () =>
  screen(() => import('../features/dashboard/dashboard-page').then((m) => <m.DashboardPage />), {
    title: 'Admin Dashboard',
  });
const adminDashboard = () =>
  screen(() => import('../features/dashboard/admin-page').then((m) => <m.AdminPage />), { title: 'Admin' });
const manager = () =>
  screen(() => import('../features/dashboard/manager-page').then((m) => <m.ManagerPage />), {
    title: 'Manager Dashboard',
  });
const user = () =>
  screen(() => import('../features/dashboard/user-page').then((m) => <m.UserPage />), {
    title: 'User Dashboard',
  });
const emailCentre = (view: 'list' | 'compose' | 'email', title: string) =>
  screen(
    () => import('../features/email-centre/email-centre-page').then((m) => <m.EmailCentrePage view={view} />),
    {
      title,
    },
  );
const submissions = () =>
  screen(
    () => import('../features/contact-submissions/submissions-page').then((m) => <m.SubmissionsPage />),
    {
      title: 'Contact Submissions',
    },
  );
const submission = () =>
  screen(
    () =>
      import('../features/contact-submissions/submission-detail-page').then((m) => (
        <m.SubmissionDetailPage />
      )),
    { title: 'Contact Submission' },
  );

// ---- Route groups shared by both hosts ----
const servicePages = (): RouteObject[] => SERVICE_NAV.map((s) => ({ path: s.path, ...service(s.label) }));

/** Public pages the admin host also has once signed in. */
const sharedPublicPages = (): RouteObject[] => [
  ...servicePages(),
  { path: PATHS.pricing, ...comingSoon('Pricing Plans') },
  { path: PATHS.project, ...comingSoon('Project Management') },
  { path: PATHS.tenants, ...comingSoon('Tenants Portal') },
  { path: PATHS.properties, ...properties() },
  { path: '/article/:id', ...article() },
  { path: PATHS.faq, ...faq() },
  { path: PATHS.privacyPolicy, ...legal('privacy') },
  { path: PATHS.termsOfService, ...legal('terms') },
];

const emailAndContactRoutes = (): RouteObject[] => [
  { path: PATHS.adminEmails, ...emailCentre('list', 'Email Center') },
  { path: PATHS.adminEmailsCompose, ...emailCentre('compose', 'Compose Email') },
  { path: '/admin-emails/view/:id', ...emailCentre('email', 'Email') },
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
        { path: PATHS.login, ...login('user') },
        { path: PATHS.adminLogin, ...login('admin') },
        { path: PATHS.comingSoon, ...comingSoon() },
        { path: PATHS.signup, ...comingSoon('Sign Up') },
        { path: PATHS.authCallback, ...authCallback() },
        // In mock mode the app itself is the social provider (DECISIONS, Offline first).
        ...(config.apiMocking ? [{ path: PATHS.socialConsent, ...socialConsent() }] : []),
        ...sharedPublicPages(),
      ],
    },
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
    toHome,
  ];
}

/** Admin host (spec 2.1): only /login until signed in; then the console and some public pages. */
export function adminRoutes(): RouteObject[] {
  return [
    {
      element: <AdminHostGate />,
      children: [
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
      ],
    },
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

export function createAppRouter(host: HostKind) {
  return createBrowserRouter(appRoutes(host));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
