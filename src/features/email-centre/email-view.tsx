import {
  ArrowLeftOutlined,
  ContainerOutlined,
  DeleteOutlined,
  SendOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ButtonLink } from '../../components/button-link';
import { formatDateAtTime } from '../../lib/format';
import { forwardDraft, replyDraft } from './compose-draft';
import { selectEmailById } from './email-centre-slice';
import { archiveEmail, openEmail } from './email-changes';
import { useDeleteEmail } from './use-delete-email';
import { composeHref, emailListHref, type EmailCentreQuery } from './email-links';
import { StarButton } from './email-list';
import { initialOf } from './email-preview';

export const EMAIL_NOT_FOUND_TITLE = 'Email not found';

/**
 * An open email (product rules, 'Change engine'): opening an unread inbox email marks it read,
 * once per opening.
 */
export function EmailView({ id, query }: { id: string; query: EmailCentreQuery }) {
  const email = useAppSelector((state) => selectEmailById(state, id));
  const dispatch = useAppDispatch();
  const deleteEmail = useDeleteEmail();
  const navigate = useNavigate();
  const { key: opening } = useLocation();

  // Once per opening (a visit of this address): a failed 'read' leaves the email unread
  // with one toast, and opening it again is the retry; nothing is sent behind the user's back.
  useEffect(() => {
    void dispatch(openEmail(id));
  }, [opening, id, dispatch]);

  if (!email) {
    return (
      <Result
        status="404"
        title={<h2 className="console-result-title">{EMAIL_NOT_FOUND_TITLE}</h2>}
        subTitle="This email does not exist or has been deleted."
        extra={
          <ButtonLink type="primary" to={emailListHref(query)}>
            Back to Email Center
          </ButtonLink>
        }
      />
    );
  }

  const remove = () => {
    navigate(emailListHref(query));
    deleteEmail(email);
  };
  const archive = () => {
    navigate(emailListHref(query));
    dispatch(archiveEmail(email.id));
  };

  return (
    <article className="email-view" aria-labelledby="email-subject">
      <Flex className="email-view__top" align="center" gap={8} wrap>
        <ButtonLink
          to={emailListHref(query)}
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to list"
        />
        <h2 id="email-subject" className="email-view__subject">
          {email.subject}
        </h2>
        <StarButton email={email} />
        {email.folder !== 'archive' && (
          <Button type="text" aria-label="Archive" icon={<ContainerOutlined />} onClick={archive} />
        )}
        <Button type="text" danger aria-label="Delete" icon={<DeleteOutlined />} onClick={remove} />
      </Flex>
      <Flex className="email-view__meta" align="center" gap={12}>
        <Avatar className="email-view__avatar" aria-hidden="true">
          {initialOf(email.sender)}
        </Avatar>
        <div>
          <div className="email-view__from">
            {email.folder === 'sent' || email.folder === 'drafts' ? `To: ${email.sender}` : email.sender}{' '}
            <span className="console-muted">&lt;{email.email}&gt;</span>
          </div>
          <div className="console-muted">{formatDateAtTime(email.date, email.time)}</div>
        </div>
      </Flex>
      <div className="email-view__body console-pre-wrap">{email.body}</div>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => navigate(composeHref(query), { state: replyDraft(email) })}
        >
          Reply
        </Button>
        <Button
          icon={<ShareAltOutlined />}
          onClick={() => navigate(composeHref(query), { state: forwardDraft(email) })}
        >
          Forward
        </Button>
      </Flex>
    </article>
  );
}
