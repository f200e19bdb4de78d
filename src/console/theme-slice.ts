import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../config/constants';
import { DEFAULT_THEME_MODE, isThemeMode, type ThemeMode } from '../config/theme';
import { readItem, type KeyValueStorage } from '../lib/browser-storage';

export interface ThemeFeedback {
  /** Increases with every save, so the same text twice still shows a new toast. */
  id: number;
  severity: 'success' | 'error';
}

export interface ThemeState {
  mode: ThemeMode;
  /** Result of the last save to browser storage, shown as a toast by the console. */
  feedback: ThemeFeedback | null;
}

export const initialThemeState: ThemeState = { mode: DEFAULT_THEME_MODE, feedback: null };

export const THEME_SAVED_TEXT = 'Theme updated successfully';
export const THEME_SAVE_FAILED_TEXT = 'Failed to update theme';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The admin picked a theme; a listener saves it to `adminTheme`. */
    themeChanged(state, action: PayloadAction<ThemeMode>) {
      if (isThemeMode(action.payload)) state.mode = action.payload;
    },
    /** The admin picked a theme in another tab of this host: it applies here too (no save, no toast). */
    themeChosenInAnotherTab(state, action: PayloadAction<ThemeMode>) {
      if (isThemeMode(action.payload)) state.mode = action.payload;
    },
    /** A prerendered page has hydrated: the theme stored in the browser applies now (no save, no toast). */
    restoredFromStorage(state, action: PayloadAction<ThemeMode>) {
      if (isThemeMode(action.payload)) state.mode = action.payload;
    },
    themeSaved(state) {
      state.feedback = { id: (state.feedback?.id ?? 0) + 1, severity: 'success' };
    },
    themeSaveFailed(state) {
      state.feedback = { id: (state.feedback?.id ?? 0) + 1, severity: 'error' };
    },
    feedbackDismissed(state) {
      state.feedback = null;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
    selectThemeFeedback: (state) => state.feedback,
  },
});

export const {
  themeChanged,
  themeChosenInAnotherTab,
  restoredFromStorage: themeRestored,
  themeSaved,
  themeSaveFailed,
  feedbackDismissed,
} = themeSlice.actions;
export const { selectThemeMode, selectThemeFeedback } = themeSlice.selectors;

/** `adminTheme` from storage; anything but light, dark or blue is the default (dark). */
export function readStoredTheme(storage: KeyValueStorage | null): ThemeState {
  const stored = readItem(storage, STORAGE_KEYS.adminTheme);
  return { mode: isThemeMode(stored) ? stored : DEFAULT_THEME_MODE, feedback: null };
}
