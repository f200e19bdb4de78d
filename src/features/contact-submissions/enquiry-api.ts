import { apiErrorText } from '../../store/api';
import type { AppThunk } from '../../store/hooks';
import type { Enquiry } from '../../types/api.gen';
import { generatedEnquiryApi } from './enquiry-api.gen';
import { ENQUIRY_FAILED_TEXT } from './public-enquiry';

/**
 * POST /api/contact (generated from the contract): a visitor's enquiry becomes a New
 * contact submission on the server. Resolves null when it was filed, else the text to show.
 */
export const sendEnquiry =
  (enquiry: Enquiry): AppThunk<Promise<string | null>> =>
  async (dispatch) => {
    const result = await dispatch(
      generatedEnquiryApi.endpoints.createEnquiry.initiate(enquiry, { track: false }),
    );
    return 'error' in result ? (apiErrorText(result.error) ?? ENQUIRY_FAILED_TEXT) : null;
  };
