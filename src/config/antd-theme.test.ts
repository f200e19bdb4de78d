import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { consoleTheme, publicTheme } from './antd-theme';

/** WCAG relative luminance and contrast of two #rrggbb colours. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const isBlue = (hex: string): boolean => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return b! - r! >= 20 && b! > g!;
};

/** A #rrggbb colour (antd writes some in upper case). */
const hex = (colour: unknown): string => {
  expect(colour, 'a #rrggbb colour').toMatch(/^#[0-9a-f]{6}$/i);
  return colour as string;
};

describe('the Blue console theme is visibly blue (product rules, "Staff console")', () => {
  const blue = consoleTheme('blue').token!;
  const light = consoleTheme('light').token!;

  it('has blue surfaces and a blue primary, unlike Light', () => {
    for (const colour of [blue.colorBgLayout, blue.colorBgContainer, blue.colorPrimary] as string[]) {
      expect(isBlue(colour), colour).toBe(true);
    }
    expect(blue.colorBgContainer).not.toBe(light.colorBgContainer);
  });

  it('keeps AA contrast: the primary on every surface, white on the primary', () => {
    for (const surface of [blue.colorBgLayout, blue.colorBgContainer] as string[]) {
      expect(contrast(blue.colorPrimary as string, surface), surface).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(blue.colorPrimary as string, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('every console theme keeps AA contrast under the pointer (WCAG 1.4.3)', () => {
  it.each(['light', 'dark', 'blue'] as const)('%s: a link, hovered or pressed, on its surface', (mode) => {
    const token = antdTheme.getDesignToken(consoleTheme(mode));
    for (const link of [token.colorLink, token.colorLinkHover, token.colorLinkActive]) {
      expect(contrast(hex(link), hex(token.colorBgContainer)), String(link)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['light', 'blue'] as const)('%s: white on a primary button, hovered or pressed', (mode) => {
    const token = antdTheme.getDesignToken(consoleTheme(mode));
    for (const background of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
      expect(contrast('#FFFFFF', hex(background)), String(background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("every console theme keeps a field's error text AA on a card and in a dialog (WCAG 1.4.3)", () => {
  it.each(['light', 'dark', 'blue'] as const)('%s', (mode) => {
    const theme = consoleTheme(mode);
    const token = antdTheme.getDesignToken(theme);
    // What the error text is drawn with: the Form's own colorError (taken as it is, not derived
    // again by the mode's algorithm) where the theme sets one, else the derived one.
    const error = hex(theme.components?.Form?.colorError ?? token.colorError);
    for (const surface of [token.colorBgContainer, token.colorBgElevated]) {
      expect(contrast(error, hex(surface)), `${error} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the public site's theme keeps AA contrast under the pointer (WCAG 1.4.3)", () => {
  it('a link, hovered or pressed, on white; white on a primary button, hovered or pressed', () => {
    const token = antdTheme.getDesignToken(publicTheme);
    for (const link of [token.colorLink, token.colorLinkHover, token.colorLinkActive])
      expect(contrast(hex(link), '#ffffff'), String(link)).toBeGreaterThanOrEqual(4.5);
    for (const background of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive])
      expect(contrast('#FFFFFF', hex(background)), String(background)).toBeGreaterThanOrEqual(4.5);
  });
});
