import { useCallback } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { CONTACT_SEND_DELAY_MS } from '../../../config/constants';
import type { Enquiry } from '../../../types/console';
import { fileEnquiry } from '../../contact-submissions/public-enquiry';

/**
 * Sends a visitor's enquiry (the contact form, 'Book a viewing') to POST /api/contact,
 * where it becomes a New contact submission. 'Sending...' lasts at least 1.5 s (product
 * rules, 'Enquiries'). Rejects with an Error whose message is the text to show; the form keeps its
 * fields then, so nothing typed is lost.
 */
export function useFileEnquiry(): (enquiry: Enquiry) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (enquiry) => {
      const [failure] = await Promise.all([
        dispatch(fileEnquiry(enquiry)),
        new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS)),
      ]);
      if (failure !== null) throw new Error(failure);
    },
    [dispatch],
  );
}
