/** Brand tokens: dark navy, light blue and an orange accent. */
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
} as const;

export const THEME_MODES = ['light', 'dark', 'blue'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
