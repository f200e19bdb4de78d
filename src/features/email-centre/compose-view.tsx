import { App, Button, Flex, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { COMPOSE_MESSAGE_ROWS } from '../../config/constants';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { ComposeDraft } from '../../types/console';
import { EMPTY_DRAFT, isComposeDraftLike } from './compose-draft';
import { draftSaved, emailSent } from './email-centre-slice';
import { emailListHref, type EmailCentreQuery } from './email-links';

export const EMAIL_SENT_TEXT = 'Email sent successfully!';
export const DRAFT_SAVED_TEXT = 'Draft saved successfully!';

/** Compose (spec 2.14): To, Subject, Message; Send stores in Sent, Save as Draft in Drafts (DECISIONS). */
export function ComposeView({ query }: { query: EmailCentreQuery }) {
  const location = useLocation();
  const prefill: ComposeDraft = isComposeDraftLike(location.state) ? location.state : EMPTY_DRAFT;
  const [draft, setDraft] = useState<ComposeDraft>(prefill);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const set = (key: keyof ComposeDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  // Send and Save as Draft store the message once, however fast the clicks.
  const once = useSingleFlight();
  const send = (event: FormEvent) => {
    event.preventDefault();
    void once(() => {
      dispatch(emailSent(draft));
      void message.success(EMAIL_SENT_TEXT);
      void navigate(emailListHref({ folder: 'sent', q: '' }));
      return 'succeeded';
    });
  };
  const saveDraft = () =>
    void once(() => {
      dispatch(draftSaved(draft));
      void message.success(DRAFT_SAVED_TEXT);
      void navigate(emailListHref({ folder: 'drafts', q: '' }));
      return 'succeeded';
    });

  return (
    <form className="compose" onSubmit={send} aria-labelledby="compose-heading" noValidate>
      <h2 id="compose-heading" className="console-card-title compose__title">
        New Message
      </h2>
      <label className="compose__field" htmlFor="compose-to">
        To
      </label>
      <Input id="compose-to" type="email" value={draft.to} onChange={set('to')} autoComplete="email" />
      <label className="compose__field" htmlFor="compose-subject">
        Subject
      </label>
      <Input id="compose-subject" value={draft.subject} onChange={set('subject')} />
      <label className="compose__field" htmlFor="compose-body">
        Message
      </label>
      <Input.TextArea
        id="compose-body"
        rows={COMPOSE_MESSAGE_ROWS}
        value={draft.body}
        onChange={set('body')}
      />
      <Flex gap={8} wrap className="compose__actions">
        <Button type="primary" htmlType="submit">
          Send
        </Button>
        <Button onClick={saveDraft}>Save as Draft</Button>
        <Button onClick={() => navigate(emailListHref(query))}>Discard</Button>
      </Flex>
    </form>
  );
}
