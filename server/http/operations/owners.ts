import type { TaxArrangementChange } from '../../../src/types/api.gen';
import { readOwnerSummaries, setTaxArrangement } from '../../domain/owners';
import { error, json, NOT_FOUND, type Call } from '../operation';
import { checked } from './admin';

/**
 * Staff's Owners screen (the rules: server/domain/owners.ts): every owner with their tax
 * arrangement and payout method (admins and managers), and an owner's arrangement set from a
 * month on (admins only; the contract's `x-roles`, checked by app.ts).
 */
export const ownersOperations = {
  listOwners: async () => json(200, await readOwnerSummaries()),

  /** The body's shape first (the contract), then the owner (404), then whether it fits them (400). */
  async setOwnerTaxArrangement({ body: raw, params }: Call) {
    const { body, refusal } = checked<TaxArrangementChange>('setOwnerTaxArrangement', raw);
    if (refusal) return refusal;
    const result = await setTaxArrangement(params.id!, body);
    switch (result.outcome) {
      case 'unknown-owner':
        return json(404, NOT_FOUND);
      case 'refused':
        return error(400, result.problem);
      case 'set':
        return json(200, result.owner);
    }
  },
};
