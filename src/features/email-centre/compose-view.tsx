import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { COMPOSE_MESSAGE_ROWS, TEXT_LIMITS } from '../../config/constants';
import { countText, lengthRule } from '../../lib/text-limits';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { ComposeDraft } from '../../types/console';
import { EMPTY_DRAFT } from './compose-draft';
import { isComposeDraft } from '../../lib/guards';
import { useTypedDraft } from '../../session/typed-drafts';
import { storeComposed } from './email-changes';
import { emailListHref, type EmailCentreQuery } from './email-links';

export const EMAIL_SENT_TEXT = 'Email sent successfully!';
export const DRAFT_SAVED_TEXT = 'Draft saved successfully!';

/** Compose: To, Subject, Message; Send stores in Sent, Save as Draft in Drafts (product rules, 'Email centre'). */
export function ComposeView({ query }: { query: EmailCentreQuery }) {
  const location = useLocation();
  // Router state handed to compose by Reply and Forward; anything else is ignored.
  const prefill: ComposeDraft = isComposeDraft(location.state) ? location.state : EMPTY_DRAFT;
  // What was typed survives a reload and an expired session (session/typed-drafts.ts): kept for
  // this message (a new one, or this reply or forward), until it is sent, saved or discarded.
  const typed = useTypedDraft('compose', JSON.stringify(prefill), isComposeDraft);
  const [form] = Form.useForm<ComposeDraft>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  // Send and Save as Draft store the message once, however fast the clicks.
  const once = useSingleFlight();
  const [storing, setStoring] = useState<'sent' | 'drafts' | null>(null);

  /**
   * The message shows in Sent (or Drafts) at once and is sent; the success text waits for
   * the server. Should the server refuse it, compose stays open with every typed word and
   * the toast says why: Send again is the retry.
   */
  const store = (draft: ComposeDraft, folder: 'sent' | 'drafts') =>
    void once(async () => {
      setStoring(folder);
      const kept = await dispatch(storeComposed(draft, folder));
      setStoring(null);
      if (!kept) return 'failed';
      typed.drop();
      void message.success(folder === 'sent' ? EMAIL_SENT_TEXT : DRAFT_SAVED_TEXT);
      void navigate(emailListHref({ folder, q: '' }));
      return 'succeeded';
    });
  const send = (draft: ComposeDraft) => store({ ...EMPTY_DRAFT, ...draft }, 'sent');
  // A draft may be incomplete, but not longer than the limits (product rules, 'Long input').
  const saveDraft = () =>
    void form.validateFields().then(
      (draft) => store({ ...EMPTY_DRAFT, ...draft }, 'drafts'),
      () => undefined,
    );

  return (
    <Form<ComposeDraft>
      form={form}
      layout="vertical"
      className="compose"
      initialValues={typed.initial ?? prefill}
      onValuesChange={(_, all) => typed.keep({ ...EMPTY_DRAFT, ...all })}
      onFinish={send}
      aria-labelledby="compose-heading"
    >
      <h2 id="compose-heading" className="console-card-title compose__title">
        New Message
      </h2>
      <Form.Item label="To" name="to" rules={[lengthRule('email', 'To')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={[lengthRule('subject', 'Subject')]}>
        <Input />
      </Form.Item>
      <Form.Item label="Message" name="body" rules={[lengthRule('message', 'Message')]}>
        <Input.TextArea rows={COMPOSE_MESSAGE_ROWS} count={{ show: countText, max: TEXT_LIMITS.message }} />
      </Form.Item>
      <Flex gap={8} wrap className="compose__actions">
        <Button type="primary" htmlType="submit" loading={storing === 'sent'}>
          Send
        </Button>
        <Button onClick={saveDraft} loading={storing === 'drafts'}>
          Save as Draft
        </Button>
        <Button
          onClick={() => {
            typed.drop();
            void navigate(emailListHref(query));
          }}
        >
          Discard
        </Button>
      </Flex>
    </Form>
  );
}
