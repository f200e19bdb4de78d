import type { DemoPersona } from '../../types/api.gen';

/**
 * The people the Demo controls sign in as in one click (product rules, 'Demo and QA tools'):
 * the staff, the tenant of unit A4 (user@example.com), the resident owner whose MRI the firm
 * withholds as appointed agent (owner@example.com), the owner who lives abroad
 * (investor@example.com) and the resident owner who files MRI herself (resident@example.com). The mock API
 * knows each persona's account (POST /api/demo/sign-in with `{ persona }`).
 */
export const DEMO_PERSONAS: readonly { key: DemoPersona; label: string }[] = [
  { key: 'admin', label: 'Admin' },
  { key: 'manager', label: 'Manager' },
  { key: 'tenant', label: 'Tenant' },
  { key: 'owner', label: 'Owner' },
  { key: 'owner-abroad', label: 'Owner abroad' },
  { key: 'resident-owner', label: 'Owner (files MRI)' },
];

export const personaLabel = (persona: DemoPersona): string =>
  DEMO_PERSONAS.find((p) => p.key === persona)!.label;

export type { DemoPersona };
