import type { AppThunk } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import { ownersApi, type OwnerSummary, type TaxArrangementChange } from './owners-api';
import { changeConfirmed, changeRolledBack, taxArrangementSent, taxArrangementSet } from './owners-slice';

/**
 * The owners' one change, through the one change engine (change-engine.ts): 'Save' in the
 * tax arrangement dialog sends one request; the server's answer (the owner as now set) goes
 * to the slice; a refusal or failure is one toast with the server's words, and the dialog
 * stays open to try again.
 */

const owners: ChangeDomain = {
  select: (state) => state.owners,
  changeConfirmed,
  changeRolledBack,
};

export const setTaxArrangementFailedText = (owner: Pick<OwnerSummary, 'name'>): string =>
  `Could not set the tax arrangement of ${owner.name}.`;

/** PUT /api/admin/owners/{id}/tax-arrangement. Resolves true once the server kept it. */
export const setTaxArrangement =
  (owner: OwnerSummary, change: TaxArrangementChange): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    let answer: OwnerSummary | null = null;
    const kept = await dispatch(
      sendChange(owners, {
        event: taxArrangementSent(owner.id),
        request: (d) => {
          const sent = d(
            ownersApi.endpoints.setOwnerTaxArrangement.initiate(
              { id: owner.id, taxArrangementChange: change },
              { track: false },
            ),
          );
          return {
            unwrap: () =>
              sent.unwrap().then((set) => {
                answer = set;
                return set;
              }),
          };
        },
        what: setTaxArrangementFailedText(owner),
      }),
    );
    if (kept && answer) dispatch(taxArrangementSet(answer));
    return kept;
  };
