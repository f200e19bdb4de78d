import { describe, expect, it } from 'vitest';
import {
  feedbackDismissed,
  readStoredTheme,
  themeChanged,
  themeSaved,
  themeSaveFailed,
  themeSlice,
  type ThemeState,
} from './theme-slice';

const reducer = themeSlice.reducer;
const start: ThemeState = { mode: 'dark', feedback: null };

describe('theme reducer', () => {
  it.each([
    ['themeChanged light', themeChanged('light'), { mode: 'light', feedback: null }],
    ['themeChanged blue', themeChanged('blue'), { mode: 'blue', feedback: null }],
    ['themeChanged to an unknown mode is ignored', themeChanged('pink' as never), start],
    ['themeSaved shows success', themeSaved(), { mode: 'dark', feedback: { id: 1, severity: 'success' } }],
    [
      'themeSaveFailed shows error',
      themeSaveFailed(),
      { mode: 'dark', feedback: { id: 1, severity: 'error' } },
    ],
    ['feedbackDismissed hides it', feedbackDismissed(), start],
  ])('%s', (_name, action, expected) => {
    expect(reducer(start, action)).toEqual(expected);
  });

  it.each([
    ['light', 'light'],
    ['blue', 'blue'],
    ['purple', 'dark'],
    ['', 'dark'],
    ['DARK', 'dark'],
    ['"blue"', 'dark'],
    [null, 'dark'],
  ])('stored adminTheme %j reads as %s', (stored, mode) => {
    const storage = { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined };
    expect(readStoredTheme(storage).mode).toBe(mode);
  });
});
