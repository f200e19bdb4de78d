import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { makeStore } from '../../../app/store';
import { CONTACT_SEND_DELAY_MS } from '../../../config/constants';
import { ENQUIRY_FAILED_TEXT } from '../../contact-submissions/public-enquiry';
import { useFileEnquiry } from './file-enquiry';

const enquiry = {
  fullName: 'Jane',
  email: 'j@x.co',
  phone: '+254 712 345 678',
  message: 'Call me',
  service: 'General Enquiry' as const,
};

describe('useFileEnquiry: a failed send rejects with the text to show', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [
      "the server's reason when it refuses",
      () => HttpResponse.json({ error: 'message must not be blank.' }, { status: 400 }),
      'message must not be blank.',
    ],
    ['a plain sentence when the network is down', () => HttpResponse.error(), ENQUIRY_FAILED_TEXT],
  ])('%s', async (_case, answer, text) => {
    server.use(http.post('*/api/contact', answer));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFileEnquiry(), { wrapper });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = result.current(enquiry);
    const check = expect(sent).rejects.toThrow(text);
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS);
    await check;
  });
});
