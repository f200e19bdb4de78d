import { Alert, Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  CATEGORY_TEXT,
  DESCRIPTION_REQUIRED_TEXT,
  MAINTENANCE_TEXT_LIMITS,
  MAX_PHOTOS,
  PHOTO_TYPES,
  photoUnreadableText,
  PRIORITY_ORDER,
  PRIORITY_TEXT,
  TITLE_REQUIRED_TEXT,
  TOO_MANY_PHOTOS_TEXT,
  useReportMaintenanceProblemMutation,
  type MaintenanceCategory,
  type MaintenancePriority,
  type NewMaintenancePhoto,
} from '../maintenance/public';
import { limitRule } from '../../lib/text-limits';
import { checkPhoto, scalePhoto } from './photo-prep';
import { type LeaseSummary } from './portal-api';
import { unitText } from './statement-rows';
import {
  actionFailureText,
  CATEGORY_REQUIRED_TEXT,
  PERMISSION_TO_ENTER_LABEL,
  PHOTOS_HELP_TEXT,
  PREPARING_PHOTOS_TEXT,
  REPORT_OFFLINE_TEXT,
  REPORT_TITLE,
  SEND_REQUEST_LABEL,
  sentText,
} from './maintenance-text';
import './portal.css';

/*
 * 'Report a problem' (/user/maintenance; product rules, 'Maintenance'): the tenant's form, with
 * its photos checked for type and size and scaled to 1600 px before upload (photo-prep.ts).
 */

interface ReportValues {
  leaseId?: string;
  category?: MaintenanceCategory;
  priority: MaintenancePriority;
  title: string;
  description: string;
  permissionToEnter: boolean;
  preferredTimes?: string;
}

interface PickedPhoto {
  key: number;
  photo: NewMaintenancePhoto;
}

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_TEXT) as MaintenanceCategory[]).map((value) => ({
  value,
  label: CATEGORY_TEXT[value],
}));
const PRIORITY_OPTIONS = PRIORITY_ORDER.map((value) => ({ value, label: PRIORITY_TEXT[value] }));
const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * The tenant's 'Report a problem': every field labelled; photos checked as they are picked (a
 * refusal names the file) and scaled to 1600 px before they are sent. One click sends one
 * request; a failure keeps everything typed and picked.
 */
export function ReportProblem({ leases }: { leases: readonly LeaseSummary[] }) {
  const [form] = Form.useForm<ReportValues>();
  const [report] = useReportMaintenanceProblemMutation();
  const ids = useId();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const inFlight = useRef(false);
  const nextKey = useRef(0);
  const firstLease = leases[0];

  const pickPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    const errors: string[] = [];
    const accepted: File[] = [];
    const room = MAX_PHOTOS - photos.length - preparing;
    for (const file of files) {
      const refusal = checkPhoto(file);
      if (refusal) errors.push(refusal);
      else if (accepted.length >= room) {
        if (!errors.includes(TOO_MANY_PHOTOS_TEXT)) errors.push(TOO_MANY_PHOTOS_TEXT);
      } else accepted.push(file);
    }
    setPhotoErrors(errors);
    if (accepted.length === 0) return;
    setPreparing((n) => n + accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => scalePhoto(file)));
    const scaled: PickedPhoto[] = [];
    const unreadable: string[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') scaled.push({ key: nextKey.current++, photo: result.value });
      else
        unreadable.push(
          result.reason instanceof Error ? result.reason.message : photoUnreadableText(accepted[i]!.name),
        );
    });
    setPreparing((n) => n - accepted.length);
    setPhotos((list) => [...list, ...scaled].slice(0, MAX_PHOTOS));
    if (unreadable.length > 0) setPhotoErrors((list) => [...list, ...unreadable]);
  };

  /**
   * One click, one request: the guard goes up at the click, before the fields are checked, so
   * a double click never sends twice, even when the first answer comes back at once.
   */
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let values: ReportValues;
      try {
        values = await form.validateFields();
      } catch (invalid) {
        const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) form.focusField(first.name);
        return;
      }
      const leaseId = values.leaseId ?? firstLease?.id;
      if (!leaseId || !values.category) return;
      setSending(true);
      setFailure(null);
      setSent(null);
      const result = await report({
        leaseId,
        category: values.category,
        priority: values.priority,
        title: values.title.trim(),
        description: values.description.trim(),
        photos: photos.map((p) => p.photo),
        permissionToEnter: values.permissionToEnter,
        preferredTimes: (values.preferredTimes ?? '').trim(),
      });
      setSending(false);
      if ('error' in result) {
        setFailure(actionFailureText(result.error, REPORT_OFFLINE_TEXT));
        return;
      }
      form.resetFields();
      setPhotos([]);
      setPhotoErrors([]);
      setSent(sentText(result.data.number));
    } finally {
      inFlight.current = false;
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Card>
      <section aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="portal__section-title">
          {REPORT_TITLE}
        </h2>
        <Form<ReportValues>
          form={form}
          name="report"
          layout="vertical"
          requiredMark={false}
          className="portal-report"
          initialValues={{ leaseId: firstLease?.id, priority: 'normal', permissionToEnter: false }}
          onValuesChange={() => setSent(null)}
        >
          {leases.length > 1 ? (
            <Form.Item label="Unit" name="leaseId">
              <Select options={leases.map((lease) => ({ value: lease.id, label: unitText(lease) }))} />
            </Form.Item>
          ) : (
            firstLease && <p className="text-wrap">For {unitText(firstLease)}</p>
          )}
          <div className="portal-report__pair">
            <Form.Item
              label="Category"
              name="category"
              rules={[{ required: true, message: CATEGORY_REQUIRED_TEXT }]}
            >
              <Select options={CATEGORY_OPTIONS} placeholder="Choose…" />
            </Form.Item>
            <Form.Item label="Priority" name="priority">
              <Select options={PRIORITY_OPTIONS} />
            </Form.Item>
          </div>
          <Form.Item
            label="Title"
            name="title"
            rules={[...required(TITLE_REQUIRED_TEXT), limitRule('Title', MAINTENANCE_TEXT_LIMITS.title)]}
          >
            <Input
              count={{ show: true, max: MAINTENANCE_TEXT_LIMITS.title }}
              placeholder="Kitchen tap leaking"
            />
          </Form.Item>
          <Form.Item
            label="Description"
            name="description"
            rules={[
              ...required(DESCRIPTION_REQUIRED_TEXT),
              limitRule('Description', MAINTENANCE_TEXT_LIMITS.description),
            ]}
          >
            <Input.TextArea count={{ show: true, max: MAINTENANCE_TEXT_LIMITS.description }} rows={4} />
          </Form.Item>
          <Form.Item
            label="Photos"
            htmlFor={`${ids}-photos`}
            extra={<span id={`${ids}-photos-help`}>{PHOTOS_HELP_TEXT}</span>}
          >
            <input
              id={`${ids}-photos`}
              aria-describedby={`${ids}-photos-help`}
              className="portal-report__file"
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              disabled={sending}
              onChange={(event) => void pickPhotos(event)}
            />
          </Form.Item>
          {photoErrors.length > 0 && (
            <Alert
              className="portal-report__alert"
              type="error"
              showIcon
              title={
                photoErrors.length === 1 ? (
                  photoErrors[0]
                ) : (
                  <ul className="portal-report__errors">
                    {photoErrors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )
              }
            />
          )}
          {preparing > 0 && (
            <p role="status" className="console-muted">
              {PREPARING_PHOTOS_TEXT}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="portal-photos" aria-label="Photos to send">
              {photos.map(({ key, photo }) => (
                <li key={key} className="portal-photos__item">
                  <img src={photo.dataUrl} alt={photo.name} className="portal-photos__thumb" />
                  <Button
                    size="small"
                    aria-label={`Remove ${photo.name}`}
                    disabled={sending}
                    onClick={() => setPhotos((list) => list.filter((p) => p.key !== key))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Form.Item name="permissionToEnter" valuePropName="checked">
            <Checkbox>{PERMISSION_TO_ENTER_LABEL}</Checkbox>
          </Form.Item>
          <Form.Item
            label="Preferred times"
            name="preferredTimes"
            rules={[limitRule('Preferred times', MAINTENANCE_TEXT_LIMITS.preferredTimes)]}
          >
            <Input placeholder="Weekdays after 5 pm" />
          </Form.Item>
          {failure && <Alert className="portal-report__alert" type="error" showIcon title={failure} />}
          {sent && (
            <Alert className="portal-report__alert" type="success" showIcon role="status" title={sent} />
          )}
          {/* A submit button, so Enter in a field sends too (the browser clicks it); the click sends. */}
          <Button
            type="primary"
            htmlType="submit"
            loading={sending}
            disabled={preparing > 0}
            onClick={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            {SEND_REQUEST_LABEL}
          </Button>
        </Form>
      </section>
    </Card>
  );
}

// ---- The requests ----
