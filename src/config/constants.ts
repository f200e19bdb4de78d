import type { SubmissionService } from '../types/console';
/** The product's business constants (timings, sizes, limits, labels), in one place. */
export const LOGO_LONG_PRESS_MS = 1000;
export const CAROUSEL_SCROLL_STEP_PX = 150;
export const DRAWER_WIDTH_PX = 280;
/**
 * The public top bar shows its links from this width; below it the menu button opens the
 * drawer (the media query of src/components/layout/top-bar.css, kept equal by its test). The
 * logo, the brand name and the eight links need 1,115 px in one line (Debian's fonts).
 */
export const TOP_NAV_MIN_WIDTH_PX = 1128;
/**
 * A phone is at most this wide: the floating buttons shrink and the Demo controls fold to a
 * tab (src/styles/global.css, src/features/demo/demo-controls.css; product rules, 'Public site').
 */
export const PHONE_MAX_WIDTH_PX = 575;
export const TOAST_DURATION_MS = 6000;
export const CONTACT_SEND_DELAY_MS = 1500;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** The start-up check of a stored session gives up after this long (product rules, 'Sessions'). */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;
export const PHONE_MAX_DIGITS = 15;
export const MIN_PASSWORD_LENGTH = 6;
export const RELATED_ARTICLES_LIMIT = 2;
export const MORE_ARTICLES_LIMIT = 3;
export const EMAIL_PREVIEW_LENGTH = 100;
export const COMPOSE_MESSAGE_ROWS = 12;
export const REPLY_MESSAGE_ROWS = 10;
export const CONTACT_MESSAGE_ROWS = 3;
export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const ROWS_PER_PAGE_LABEL = 'Rows per page:';
export const DEFAULT_PHONE_COUNTRY = 'ke';
/** Kenya's dialling code: what the phone field shows before anything is typed. */
export const DEFAULT_PHONE_DIAL_CODE = '254';

/**
 * The longest name, email address, subject and message anyone may type, as the API contract
 * states them (product rules, 'Long input'); longer is refused with `tooLongText`.
 */
export const TEXT_LIMITS = {
  name: 200,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** Browser storage keys, kept exactly (product rules, 'Sessions'). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  isAdminAuthenticated: 'isAdminAuthenticated',
  adminTheme: 'adminTheme',
} as const;

/** redux-persist key of the staff console's data. */
export const PERSIST_KEY = 'kpm-console';

/** The services a submission can be about, in the Filter's order (product rules, 'Contact submissions'). */
export const SUBMISSION_SERVICES: readonly SubmissionService[] = [
  'Property Management',
  'Project Management',
  'MRI Tax Support',
  'Tenant Management',
  'Property Marketing',
  'Rent Collection',
  'General Enquiry',
  'Property Viewing',
  'Portal Access',
];
