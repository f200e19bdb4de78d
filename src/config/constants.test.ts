import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { DEFAULT_THEME_MODE, THEME_MODES } from './theme';

/** The business constants, each checked against its agreed figure. */
describe('the business constants', () => {
  it.each([
    ['LOGO_LONG_PRESS_MS', C.LOGO_LONG_PRESS_MS, 1000],
    ['CAROUSEL_SCROLL_STEP_PX', C.CAROUSEL_SCROLL_STEP_PX, 150],
    ['DRAWER_WIDTH_PX', C.DRAWER_WIDTH_PX, 280],
    ['TOAST_DURATION_MS', C.TOAST_DURATION_MS, 6000],
    ['CONTACT_SEND_DELAY_MS', C.CONTACT_SEND_DELAY_MS, 1500],
    ['LAZY_LOAD_TIMEOUT_MS', C.LAZY_LOAD_TIMEOUT_MS, 120_000],
    ['COUNTRY_SEARCH_DEBOUNCE_MS', C.COUNTRY_SEARCH_DEBOUNCE_MS, 250],
    ['PHONE_MAX_DIGITS', C.PHONE_MAX_DIGITS, 15],
    ['MIN_PASSWORD_LENGTH', C.MIN_PASSWORD_LENGTH, 6],
    ['RELATED_ARTICLES_LIMIT', C.RELATED_ARTICLES_LIMIT, 2],
    ['MORE_ARTICLES_LIMIT', C.MORE_ARTICLES_LIMIT, 3],
    ['EMAIL_PREVIEW_LENGTH', C.EMAIL_PREVIEW_LENGTH, 100],
    ['COMPOSE_MESSAGE_ROWS', C.COMPOSE_MESSAGE_ROWS, 12],
    ['REPLY_MESSAGE_ROWS', C.REPLY_MESSAGE_ROWS, 10],
    ['CONTACT_MESSAGE_ROWS', C.CONTACT_MESSAGE_ROWS, 3],
    ['DEFAULT_PAGE_SIZE', C.DEFAULT_PAGE_SIZE, 10],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the list constants and labels', () => {
    expect(C.PAGE_SIZE_OPTIONS).toEqual([5, 10, 25]);
    expect(C.ROWS_PER_PAGE_LABEL).toBe('Rows per page:');
    expect(C.DEFAULT_PHONE_COUNTRY).toBe('ke');
    expect(C.STORAGE_KEYS).toEqual({
      token: 'token',
      user: 'user',
      isAdminAuthenticated: 'isAdminAuthenticated',
      adminTheme: 'adminTheme',
    });
    expect(THEME_MODES).toEqual(['light', 'dark', 'blue']);
    expect(DEFAULT_THEME_MODE).toBe('dark');
  });
});
