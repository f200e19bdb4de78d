import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT } from '../../console/change-engine';
import type { MaintenanceRequest } from '../maintenance/public';
import { AWAITING_APPROVAL_REQUEST, TENANT_REQUEST } from '../../../tests/maintenance-fixtures';
import {
  actionFailureText,
  atText,
  openRequestCount,
  openRequestsText,
  REPORT_OFFLINE_TEXT,
  SERVER_FAILED_TEXT,
} from './maintenance-text';

describe('actionFailureText', () => {
  it.each<[string, unknown, string]>([
    ['offline', { status: 'FETCH_ERROR', error: 'TypeError' }, REPORT_OFFLINE_TEXT],
    ['timed out', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, REPORT_OFFLINE_TEXT],
    ['400 with a text', { status: 400, data: { error: 'Enter a title.' } }, 'Enter a title.'],
    [
      '409 with a text',
      { status: 409, data: { error: 'This one is Acknowledged.' } },
      'This one is Acknowledged.',
    ],
    [
      '413 with a text',
      { status: 413, data: { error: 'The photo store is full.' } },
      'The photo store is full.',
    ],
    ['403 without a text', { status: 403, data: {} }, FORBIDDEN_TEXT],
    ['403 with a text', { status: 403, data: { error: 'Not your lease.' } }, 'Not your lease.'],
    ['400 without a text', { status: 400, data: null }, SERVER_FAILED_TEXT],
    ['500 with a text', { status: 500, data: { error: 'The server had a problem.' } }, SERVER_FAILED_TEXT],
  ])('%s', (_name, error, expected) => {
    expect(actionFailureText(error, REPORT_OFFLINE_TEXT)).toBe(expected);
  });
});

describe('atText', () => {
  it.each([
    ['2025-03-18T09:45', '18 March 2025 at 09:45'],
    ['2025-12-01T00:05', '1 December 2025 at 00:05'],
    ['2025-03-18', '2025-03-18'],
  ])('%s -> %s', (at, expected) => expect(atText(at)).toBe(expected));
});

describe('the open requests', () => {
  const resolved: MaintenanceRequest = { ...TENANT_REQUEST, id: 'mr-9', status: 'resolved' };
  const cancelled: MaintenanceRequest = { ...TENANT_REQUEST, id: 'mr-8', status: 'cancelled' };
  it.each<[string, MaintenanceRequest[], MaintenanceRequest[], number, string]>([
    ['none', [], [], 0, 'No open requests.'],
    ['one reported', [TENANT_REQUEST], [], 1, '1 open request.'],
    ['resolved and cancelled do not count', [resolved, cancelled], [], 0, 'No open requests.'],
    ['reported and on their property', [TENANT_REQUEST], [AWAITING_APPROVAL_REQUEST], 2, '2 open requests.'],
    // A tenant who owns the property sees their request in both lists: it counts once.
    ['the same request in both lists', [TENANT_REQUEST], [TENANT_REQUEST], 1, '1 open request.'],
  ])('%s', (_name, reported, onMyProperties, count, text) => {
    expect(openRequestCount({ reported, onMyProperties })).toBe(count);
    expect(openRequestsText(count)).toBe(text);
  });
});
