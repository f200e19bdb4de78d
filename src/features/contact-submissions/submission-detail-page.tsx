import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { useEnsureSubmissionsLoaded } from './submissions-api';
import { ConsolePage } from '../../console/console-page';
import { formatDateAtTime } from '../../lib/format';
import { LoadGate } from '../../console/load-gate';
import { selectSubmissionById } from './contact-submissions-slice';
import { markViewed } from './submission-changes';
import { ReplyDialog } from './reply-dialog';
import { StatusTag } from './submissions-page';
import './submissions.css';
import { mailtoHref } from '../../lib/mailto';
import '../../components/long-text.css';

export const SUBMISSION_NOT_FOUND_TITLE = 'Submission not found';

function SubmissionDetail({ id }: { id: string }) {
  const submission = useAppSelector((state) => selectSubmissionById(state, id));
  const dispatch = useAppDispatch();
  const [replying, setReplying] = useState(false);
  const { key: opening } = useLocation();

  // Opening a New submission marks it Viewed everywhere, once per opening (product rules,
  // 'Contact submissions'): a failure leaves it New with one toast, and opening it again is the retry.
  useEffect(() => {
    void dispatch(markViewed(id));
  }, [opening, id, dispatch]);

  if (!submission) {
    return (
      <Result
        status="404"
        title={<h2 className="console-result-title">{SUBMISSION_NOT_FOUND_TITLE}</h2>}
        subTitle="This submission does not exist or has been deleted."
        extra={
          <ButtonLink type="primary" to={PATHS.adminContacts}>
            Back to List
          </ButtonLink>
        }
      />
    );
  }

  return (
    <Card
      title={
        <h2 className="console-card-title text-clip" title={`Submission from ${submission.name}`}>
          Submission from {submission.name}
        </h2>
      }
      extra={<StatusTag viewed={submission.viewed} />}
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          // Any length wraps (product rules, 'Long input').
          { key: 'name', label: 'Full Name', children: <span className="text-wrap">{submission.name}</span> },
          {
            key: 'email',
            label: 'Email Address',
            children: (
              <a className="text-wrap" href={mailtoHref(submission.email)}>
                {submission.email}
              </a>
            ),
          },
          {
            key: 'phone',
            label: 'Phone Number',
            children: <span className="text-wrap">{submission.phone}</span>,
          },
          { key: 'service', label: 'Service Interested In', children: submission.service },
          { key: 'date', label: 'Submitted', children: formatDateAtTime(submission.date, submission.time) },
        ]}
      />
      <h3 className="submission-detail__label">Message</h3>
      <p className="submission-detail__message console-pre-wrap text-wrap">{submission.message}</p>
      <Flex gap={8} wrap>
        <ButtonLink to={PATHS.adminContacts} icon={<ArrowLeftOutlined />}>
          Back to List
        </ButtonLink>
        <Button
          type="primary"
          icon={<MailOutlined />}
          className="submission-detail__reply"
          title={`Reply to ${submission.name}`}
          onClick={() => setReplying(true)}
        >
          <span className="text-clip">Reply to {submission.name}</span>
        </Button>
      </Flex>
      <ReplyDialog submission={replying ? submission : null} onClose={() => setReplying(false)} />
    </Card>
  );
}

/** One contact submission (product rules, 'Contact submissions') at /admin-contacts/view/{id}. */
export function SubmissionDetailPage() {
  const load = useEnsureSubmissionsLoaded();
  const { id = '' } = useParams();
  return (
    <ConsolePage title="Contact Submission" back={{ to: PATHS.adminContacts, label: 'Back to submissions' }}>
      <LoadGate load={load}>
        <SubmissionDetail id={id} />
      </LoadGate>
    </ConsolePage>
  );
}
