/**
 * Brand tokens: dark navy, light blue and an orange accent. The one source of the
 * colours: antd's themes read them here (antd-theme.ts), and the build turns them into the
 * CSS custom properties every stylesheet uses (`--brand-navy`, `--brand-ink-muted`, ...:
 * the `brandTokensCss` plugin in vite.config.ts).
 */
export const BRAND = {
  navy: '#0B1F3A',
  navyLight: '#16325C',
  blue: '#5BC0EB',
  blueDark: '#1C6E99',
  blueTint: '#E8F6FC',
  orange: '#F28C28',
  /** Orange darkened until white text on it passes WCAG AA (4.5:1). */
  orangeText: '#B35A00',
  white: '#FFFFFF',
  ink: '#1F2937',
  /** Secondary text on white (7.5:1). */
  inkMuted: '#4B5563',
} as const;

/** The brand tokens as CSS custom properties: `navyLight` is `--brand-navy-light`. */
export const brandCssVariables = (): string =>
  Object.entries(BRAND)
    .map(([name, value]) => `--brand-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(' ');

export const THEME_MODES = ['light', 'dark', 'blue'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
