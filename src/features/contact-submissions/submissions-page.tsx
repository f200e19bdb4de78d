import { DeleteOutlined, EyeOutlined, FilterOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Popover, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { defineUrlState, int, listOf, page, text, type UrlValues } from '../../lib/url-state';
import { useUrlState } from '../../lib/use-url-state';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { ClippedText } from '../../components/clipped-text';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, ROWS_PER_PAGE_LABEL } from '../../config/constants';
import type { ContactSubmission } from '../../types/console';
import { useEnsureSubmissionsLoaded } from './submissions-api';
import { ConsolePage, ConsoleSearch } from '../../console/console-page';
import { formatDateAtTime } from '../../lib/format';
import { LoadGate } from '../../console/load-gate';
import {
  selectFilteredSubmissions,
  submissionStatus,
  SUBMISSION_SERVICES,
  SUBMISSION_STATUSES,
} from './contact-submissions-slice';
import { DeleteSubmissionDialog } from './delete-dialog';
import { deleteSubmission } from './submission-changes';
import { ReplyDialog } from './reply-dialog';
import './submissions.css';

export const SUBMISSION_DELETED_TEXT = 'Submission deleted';

export const StatusTag = ({ viewed }: { viewed: boolean }) => (
  <Tag color={viewed ? 'default' : 'blue'}>{submissionStatus({ viewed })}</Tag>
);

/** The search, the Filter's choices and the page, as they live in the URL (`?q=rent&status=new&page=2`). */
export const SUBMISSIONS_URL = defineUrlState({
  q: text(),
  status: listOf(SUBMISSION_STATUSES),
  service: listOf(SUBMISSION_SERVICES),
  page: page(),
  size: int({ fallback: DEFAULT_PAGE_SIZE, values: PAGE_SIZE_OPTIONS }),
});

type FilterState = Pick<UrlValues<typeof SUBMISSIONS_URL.schema>, 'status' | 'service'>;

/** The Filter popover (product rules, 'Contact submissions'): status New/Viewed and service. */
function FilterPanel({
  value,
  onChange,
}: {
  value: FilterState;
  onChange: (change: Partial<FilterState>) => void;
}) {
  return (
    <div className="submission-filter">
      <fieldset>
        <legend>Status</legend>
        <Checkbox.Group
          options={SUBMISSION_STATUSES.map((s) => ({ label: s, value: s }))}
          value={[...value.status]}
          onChange={(status) => onChange({ status })}
        />
      </fieldset>
      <fieldset>
        <legend>Service</legend>
        <Checkbox.Group
          className="submission-filter__services"
          options={SUBMISSION_SERVICES.map((s) => ({ label: s, value: s }))}
          value={[...value.service]}
          onChange={(service) => onChange({ service })}
        />
      </fieldset>
      <Button size="small" onClick={() => onChange({ status: [], service: [] })}>
        Clear filters
      </Button>
    </div>
  );
}

/**
 * The table's page-size chooser (antd's pagination renders it through `components`):
 * the 'Rows per page:' label and 5, 10 or 25 (product rules, 'Contact submissions').
 */
function RowsPerPage({
  value,
  onChange,
  disabled,
  className,
}: {
  value: number;
  onChange: (size: number) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <span className={`rows-per-page ${className ?? ''}`}>
      <span id="rows-per-page-label">{ROWS_PER_PAGE_LABEL}</span>
      <Select<number>
        aria-labelledby="rows-per-page-label"
        value={value}
        disabled={disabled}
        options={PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: String(n) }))}
        onChange={onChange}
        className="rows-per-page__select"
      />
    </span>
  );
}

/**
 * Contact Form Submissions (product rules, 'Contact submissions'): search, filter, a paginated
 * table, reply and delete.
 */
export function SubmissionsPage() {
  const load = useEnsureSubmissionsLoaded();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [query, setQuery, focusProps] = useUrlState(SUBMISSIONS_URL);
  const deferredSearch = useDeferredValue(query.q);
  const { status, service, size: pageSize } = query;
  const filter = useMemo(
    () => ({ query: deferredSearch, statuses: status, services: service }),
    [deferredSearch, status, service],
  );
  const rows = useAppSelector((state) => selectFilteredSubmissions(state, filter));
  const [replyTo, setReplyTo] = useState<ContactSubmission | null>(null);
  const [deleting, setDeleting] = useState<ContactSubmission | null>(null);

  // A new search, filter or page size starts at page 1 (useUrlState); a page past the end
  // (after deletes, or in a link) shows the last.
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(query.page, lastPage);
  const activeFilters = status.length + service.length;

  const columns: TableColumnsType<ContactSubmission> = [
    { title: 'Status', key: 'status', render: (_: unknown, s) => <StatusTag viewed={s.viewed} /> },
    // A name, email or phone of any length is cut with an ellipsis, the whole in its title (product rules, 'Long input').
    { title: 'Name', key: 'name', render: (_: unknown, s) => <ClippedText cell text={s.name} /> },
    { title: 'Email', key: 'email', render: (_: unknown, s) => <ClippedText cell text={s.email} /> },
    { title: 'Phone', key: 'phone', render: (_: unknown, s) => <ClippedText cell text={s.phone} /> },
    { title: 'Service', dataIndex: 'service', key: 'service' },
    {
      title: 'Date',
      key: 'date',
      render: (_: unknown, s) => <span className="submission-date">{formatDateAtTime(s.date, s.time)}</span>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, s) => (
        <Flex gap={4}>
          <ButtonLink
            type="text"
            to={PATHS.adminContact(s.id)}
            icon={<EyeOutlined />}
            aria-label={`View submission from ${s.name}`}
          />
          <Button
            type="text"
            icon={<MailOutlined />}
            aria-label={`Reply to ${s.name}`}
            onClick={() => setReplyTo(s)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete submission from ${s.name}`}
            onClick={() => setDeleting(s)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <ConsolePage
      title="Contact Submissions"
      back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}
      search={
        <ConsoleSearch
          placeholder="Search submissions..."
          label="Search submissions"
          value={query.q}
          onChange={(q) => setQuery({ q })}
          {...focusProps('q')}
        />
      }
    >
      <LoadGate load={load}>
        <div className="submissions">
          <Flex className="submissions__toolbar" gap={8} wrap justify="space-between" align="center">
            <Popover
              trigger="click"
              placement="bottomLeft"
              title="Filter submissions"
              content={<FilterPanel value={query} onChange={setQuery} />}
            >
              <Button icon={<FilterOutlined />}>
                {activeFilters > 0 ? `Filter (${activeFilters})` : 'Filter'}
              </Button>
            </Popover>
            <ButtonLink type="primary" to={PATHS.adminEmailsCompose} icon={<MailOutlined />}>
              Compose Email
            </ButtonLink>
          </Flex>
          <p className="visually-hidden" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'submission' : 'submissions'}
          </p>
          <Table<ContactSubmission>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            pagination={{
              current: page,
              pageSize,
              pageSizeOptions: [...PAGE_SIZE_OPTIONS],
              showSizeChanger: true,
              components: { sizeChanger: RowsPerPage },
              showTotal: (total, [from, to]) => (total === 0 ? '0 of 0' : `${from}–${to} of ${total}`),
              onChange: (next, size) => setQuery(size === pageSize ? { page: next } : { size }),
            }}
            scroll={{ x: 'max-content' }}
            rowClassName={(s) => (s.viewed ? '' : 'submission-row--new')}
            locale={{ emptyText: 'No submissions found' }}
          />
        </div>
      </LoadGate>
      <ReplyDialog submission={replyTo} onClose={() => setReplyTo(null)} />
      <DeleteSubmissionDialog
        submission={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(s) => {
          // The row goes at once; 'Submission deleted' waits for the server (a failure puts
          // the row back with its own toast, never beside a success text).
          void dispatch(deleteSubmission(s.id)).then((deleted) => {
            if (deleted) void message.success(SUBMISSION_DELETED_TEXT);
          });
          setDeleting(null);
        }}
      />
    </ConsolePage>
  );
}
