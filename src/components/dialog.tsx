import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** id of the element that names the dialog. */
  labelledBy?: string;
  label?: string;
}

/**
 * A modal dialog on the native `<dialog>` element (native HTML on public pages: product
 * rules, 'Static-first public pages'): `showModal()` makes the page behind it inert, so
 * focus stays inside; Escape closes it (the browser's `cancel`), and so does a click on the
 * backdrop.
 */
export function Dialog({ open, onClose, children, className, labelledBy, label }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-label={label}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog's content fills its box: a click on the element itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && <div className="dialog__content">{children}</div>}
    </dialog>
  );
}
