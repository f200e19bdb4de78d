import { Modal } from 'antd';
import type { ContactSubmission } from '../../types/console';
import '../../components/long-text.css';

/**
 * 'Confirm Deletion' (product rules, 'Contact submissions'): names the person and says it
 * cannot be undone.
 */
export function DeleteSubmissionDialog({
  submission,
  onConfirm,
  onClose,
}: {
  submission: ContactSubmission | null;
  onConfirm: (submission: ContactSubmission) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Confirm Deletion"
      open={submission !== null}
      onCancel={onClose}
      onOk={() => submission && onConfirm(submission)}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      destroyOnHidden
    >
      {submission && (
        <p className="text-wrap">
          Are you sure you want to delete the contact submission from {submission.name}? This action cannot be
          undone.
        </p>
      )}
    </Modal>
  );
}
