import { theme as antdTheme, type ThemeConfig } from 'antd';
import { BRAND, type ThemeMode } from './theme';

/**
 * antd's themes: the sign-in pages' and the staff console's in each mode. Apart from
 * theme.ts (brand tokens, modes), so code that only needs a mode never loads antd.
 */

const shared: ThemeConfig['token'] = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 8,
};

/** The Blue console's colours. */
export const BLUE_THEME = {
  layout: '#D2E3F5',
  surface: '#E2EDFA',
  border: '#A9C4E4',
  highlight: '#DCE9F8',
  primary: '#0D57B0',
} as const;

/**
 * Hover and pressed colours that keep AA contrast (antd derives lighter ones on light surfaces
 * and dimmer ones on dark, which fall below 4.5:1 under the pointer): a link's text and a
 * primary button's background darken on light surfaces; on dark, a link's text brightens.
 */
const STATES = {
  light: { hover: '#155A7F', active: '#104766' },
  blue: { hover: '#0A4791', active: '#073670' },
  dark: { hover: '#8DD5F2', active: '#B5E4F7' },
} as const;

/** Danger red that keeps AA contrast on the dark console. */
const DARK_DANGER = '#ff7875';

/** A light mode's hover and pressed colours, for links and primary buttons alike. */
const onLightSurfaces = ({ hover, active }: { hover: string; active: string }): ThemeConfig['token'] => ({
  colorLinkHover: hover,
  colorLinkActive: active,
  colorPrimaryHover: hover,
  colorPrimaryActive: active,
});

/** The public website's theme. */
export const publicTheme: ThemeConfig = {
  token: {
    ...shared,
    colorPrimary: BRAND.blueDark,
    colorLink: BRAND.blueDark,
    colorTextBase: BRAND.ink,
    // A link or button under the pointer keeps AA on white (after a send, the pointer often
    // rests on the link that took the button's place).
    ...onLightSurfaces(STATES.light),
  },
  components: {
    Layout: { headerBg: BRAND.navy, footerBg: BRAND.navy, bodyBg: BRAND.white },
    Menu: { darkItemBg: BRAND.navy, darkPopupBg: BRAND.navy, darkItemSelectedBg: BRAND.orangeText },
  },
};

/** The palette of each console mode, before the shared contrast fixes. */
function consolePalette(mode: ThemeMode): ThemeConfig {
  switch (mode) {
    case 'dark':
      return {
        algorithm: antdTheme.darkAlgorithm,
        token: {
          ...shared,
          colorPrimary: BRAND.blue,
          colorBgBase: '#0A1628',
          colorLink: BRAND.blue,
          colorLinkHover: STATES.dark.hover,
          colorLinkActive: STATES.dark.active,
        },
        components: { Layout: { headerBg: BRAND.navy, bodyBg: '#0A1628', siderBg: BRAND.navy } },
      };
    // Visibly blue, not a tinted Light (product rules, 'Staff console'): navy-tinted
    // surfaces and borders, and a strong blue primary that keeps AA contrast on them.
    case 'blue':
      return {
        token: {
          ...shared,
          colorPrimary: BLUE_THEME.primary,
          colorLink: BLUE_THEME.primary,
          ...onLightSurfaces(STATES.blue),
          colorBgLayout: BLUE_THEME.layout,
          colorBgContainer: BLUE_THEME.surface,
          colorBgElevated: BLUE_THEME.surface,
          colorBorderSecondary: BLUE_THEME.border,
          colorFillAlter: BLUE_THEME.highlight,
          colorTextBase: BRAND.navy,
        },
        components: {
          Layout: { headerBg: BRAND.navyLight, bodyBg: BLUE_THEME.layout, siderBg: BLUE_THEME.surface },
        },
      };
    case 'light':
      return {
        token: {
          ...shared,
          colorPrimary: BRAND.blueDark,
          colorLink: BRAND.blueDark,
          ...onLightSurfaces(STATES.light),
        },
        components: { Layout: { headerBg: BRAND.white, bodyBg: '#F5F7FA', siderBg: BRAND.white } },
      };
  }
}

/**
 * The staff console's theme in each mode the admin can pick (light, dark, blue), with
 * the contrast fixes WCAG AA needs in every mode: antd's description and placeholder greys are
 * raised to the secondary text colour, the danger red is darkened on light backgrounds
 * (lightened on dark), and in dark mode, where the primary colour is light blue, text on
 * primary buttons is navy. `inherit: false`: the public site's tokens must not leak in.
 */
export function consoleTheme(mode: ThemeMode): ThemeConfig {
  const base = consolePalette(mode);
  const dark = mode === 'dark';
  const secondary = dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)';
  return {
    ...base,
    inherit: false,
    token: {
      ...base.token,
      colorTextDescription: secondary,
      colorTextTertiary: secondary,
      // A select's placeholder is text on screen too (the Allocate dialog's lease search).
      colorTextPlaceholder: secondary,
      colorError: dark ? DARK_DANGER : '#cf1322',
    },
    components: {
      ...base.components,
      ...(dark
        ? {
            // Set on the component, so the dark algorithm does not dim it again.
            Button: { primaryColor: BRAND.navy, dangerColor: BRAND.navy, colorError: DARK_DANGER },
            // A field's error text, in a dialog too (an elevated surface, lighter than a card).
            Form: { colorError: DARK_DANGER },
            Radio: { buttonSolidCheckedColor: BRAND.navy },
          }
        : {}),
    },
  };
}
