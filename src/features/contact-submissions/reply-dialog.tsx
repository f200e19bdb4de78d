import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { REPLY_MESSAGE_ROWS, TEXT_LIMITS } from '../../config/constants';
import { countText, lengthRule } from '../../lib/text-limits';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { ComposeDraft, ContactSubmission } from '../../types/console';
import { useOpenRound } from '../../console/use-open-round';
import { sendReply } from './submission-changes';
import { replyPrefill, REPLY_SENT_TEXT } from './reply-draft';
import { isComposeDraft } from '../../lib/guards';
import { useTypedDraft } from '../../session/typed-drafts';

function ReplyForm({ submission, onClose }: { submission: ContactSubmission; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const once = useSingleFlight();
  const [sending, setSending] = useState(false);
  // What was typed survives a reload and an expired session (session/typed-drafts.ts), until the
  // reply is sent or cancelled.
  const typed = useTypedDraft(`reply:${submission.id}`, '', isComposeDraft);

  /**
   * One request however fast the clicks. 'Reply sent successfully!' waits for the server;
   * when the send fails the dialog stays open with every typed word (the toast says why),
   * and Send Reply tries again.
   */
  const send = (draft: ComposeDraft) =>
    void once(async () => {
      setSending(true);
      const sent = await dispatch(
        sendReply({
          submissionId: submission.id,
          to: draft.to,
          subject: draft.subject ?? '',
          body: draft.body ?? '',
        }),
      );
      setSending(false);
      if (!sent) return 'failed';
      typed.drop();
      void message.success(REPLY_SENT_TEXT);
      onClose();
      return 'succeeded';
    });

  return (
    <Form<ComposeDraft>
      layout="vertical"
      className="reply-form"
      initialValues={typed.initial ?? replyPrefill(submission)}
      onValuesChange={(_, all) => typed.keep({ ...replyPrefill(submission), ...all })}
      onFinish={send}
    >
      <Form.Item label="To" name="to" rules={[lengthRule('email', 'To')]}>
        <Input readOnly title={submission.email} />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={[lengthRule('subject', 'Subject')]}>
        <Input />
      </Form.Item>
      <Form.Item label="Message" name="body" rules={[lengthRule('message', 'Message')]}>
        <Input.TextArea rows={REPLY_MESSAGE_ROWS} count={{ show: countText, max: TEXT_LIMITS.message }} />
      </Form.Item>
      <Flex justify="flex-end" gap={8} className="reply-form__actions">
        <Button
          onClick={() => {
            typed.drop();
            onClose();
          }}
        >
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send Reply
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * 'Reply to Contact' (product rules, 'Contact submissions'): read-only To, pre-filled subject
 * and greeting; sent to the server.
 */
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
