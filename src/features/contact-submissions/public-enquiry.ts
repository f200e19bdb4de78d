import type { AppThunk } from '../../store/hooks';
import { loadApi } from '../../store/load-api';
import type { Enquiry } from '../../types/api.gen';

export const ENQUIRY_FAILED_TEXT =
  'Your message could not be sent. Please check your connection and try again, or call us.';

/**
 * What the public site may use of the contact submissions: a visitor's enquiry is sent
 * to the server, where it becomes a New submission (product rules, 'Enquiries'). The
 * request code loads on the first send, so the public pages' first load stays small.
 * Resolves null when the enquiry was filed, else the text to show.
 */
export const fileEnquiry =
  (enquiry: Enquiry): AppThunk<Promise<string | null>> =>
  async (dispatch) => {
    try {
      await dispatch(loadApi());
      const { sendEnquiry } = await import('./enquiry-api');
      return await dispatch(sendEnquiry(enquiry));
    } catch {
      // The code itself could not load (offline after a deploy): say so like a failed send.
      return ENQUIRY_FAILED_TEXT;
    }
  };
