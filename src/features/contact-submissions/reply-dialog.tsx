import { App, Button, Flex, Input, Modal } from 'antd';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { REPLY_MESSAGE_ROWS } from '../../config/constants';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { ComposeDraft, ContactSubmission } from '../../types/console';
import { useOpenRound } from '../../console/use-open-round';
import { replySent } from './contact-submissions-slice';
import { replyPrefill, REPLY_SENT_TEXT } from './reply-draft';

function ReplyForm({ submission, onClose }: { submission: ContactSubmission; onClose: () => void }) {
  const [draft, setDraft] = useState<ComposeDraft>(() => replyPrefill(submission));
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  const once = useSingleFlight();
  const send = (event: FormEvent) => {
    event.preventDefault();
    void once(() => {
      dispatch(replySent({ submissionId: submission.id, to: draft.to, subject: draft.subject }));
      void message.success(REPLY_SENT_TEXT);
      onClose();
      return 'succeeded';
    });
  };

  return (
    <form className="reply-form" onSubmit={send} noValidate>
      <label htmlFor="reply-to">To</label>
      <Input id="reply-to" value={draft.to} readOnly />
      <label htmlFor="reply-subject">Subject</label>
      <Input
        id="reply-subject"
        value={draft.subject}
        onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
      />
      <label htmlFor="reply-body">Message</label>
      <Input.TextArea
        id="reply-body"
        rows={REPLY_MESSAGE_ROWS}
        value={draft.body}
        onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
      />
      <Flex justify="flex-end" gap={8} className="reply-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit">
          Send Reply
        </Button>
      </Flex>
    </form>
  );
}

/** 'Reply to Contact' (spec 2.15, 4): read-only To, pre-filled subject and greeting; sending is simulated. */
export function ReplyDialog({
  submission,
  onClose,
}: {
  submission: ContactSubmission | null;
  onClose: () => void;
}) {
  const round = useOpenRound(submission !== null);
  return (
    <Modal
      title="Reply to Contact"
      open={submission !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {submission && (
        <ReplyForm key={`${submission.id}:${round}`} submission={submission} onClose={onClose} />
      )}
    </Modal>
  );
}
