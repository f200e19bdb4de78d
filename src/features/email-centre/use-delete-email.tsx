import { App, Button } from 'antd';
import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import type { Email } from '../../types/console';
import { deleteEmailById, putBackEmail } from './email-changes';

export const MOVED_TO_BIN_TEXT = 'Email moved to the bin.';
export const UNDO_TEXT = 'Undo';
/** How long the message with Undo stays (product rules, 'What people see, finished'). */
export const UNDO_SECONDS = 5;

/**
 * Delete, as every email screen offers it: an email in a folder goes to the bin, and once the
 * server has kept that, 'Undo' is in the message for 5 seconds (Undo puts it back where it was);
 * one in the bin goes for good.
 */
export function useDeleteEmail(): (email: Email) => void {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  return useCallback(
    (email: Email) => {
      const key = `binned-${email.id}`;
      const showUndo = () =>
        void message.open({
          key,
          type: 'success',
          duration: UNDO_SECONDS,
          content: (
            <>
              {MOVED_TO_BIN_TEXT}{' '}
              <Button
                type="link"
                size="small"
                onClick={() => {
                  message.destroy(key);
                  void dispatch(putBackEmail(email.id, email.folder));
                }}
              >
                {UNDO_TEXT}
              </Button>
            </>
          ),
        });
      const binning = email.folder !== 'bin';
      void dispatch(deleteEmailById(email.id)).then((kept) => {
        // Said once the server has kept it (a failure is the change engine's toast).
        if (kept && binning) showUndo();
      });
    },
    [dispatch, message],
  );
}
