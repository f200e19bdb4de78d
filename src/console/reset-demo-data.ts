import type { AppThunk } from '../store/hooks';
import { api, apiErrorText } from '../store/api';
import { demoDataReset } from './console-actions';
import { demoApi } from './demo-api';

/*
 * 'Reset demo data' and the console's refresh after the mock API's data changed under it:
 * thunks for the console menu and the Demo controls (product rules, 'Demo and QA tools').
 */

export const DEMO_DATA_RESET_TEXT = 'Demo data reset';
export const DEMO_DATA_RESET_FAILED_TEXT = 'The demo data could not be reset.';

/**
 * After the mock API's data changed under the console (reset, bulk load): the console's
 * data slices start over (`console/demoDataReset`) and every screen fetches its data again,
 * the portal's through its versions, which all moved (features/portal/portal-live.tsx). Other
 * tabs see the versions move at their next poll.
 */
export const consoleDataRefreshed = (): AppThunk => (dispatch) => {
  dispatch(demoDataReset());
  dispatch(api.util.invalidateTags(['AdminData', 'DataVersions']));
};

/**
 * 'Reset demo data' (mock API only): POST /api/demo/reset, then the console reloads its
 * data. Resolves null when done, else the text to show.
 */
export const resetDemoData = (): AppThunk<Promise<string | null>> => async (dispatch) => {
  const result = await dispatch(demoApi.endpoints.resetDemoData.initiate(undefined, { track: false }));
  if ('error' in result) return apiErrorText(result.error) ?? DEMO_DATA_RESET_FAILED_TEXT;
  dispatch(consoleDataRefreshed());
  return null;
};
