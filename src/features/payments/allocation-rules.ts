/**
 * An allocation's undo (product rules, 'Staff payments'): the reason staff give, kept on the
 * payment. The server refuses a reason that is blank or too long; staff's dialog says so as
 * they type.
 */

/** The longest reason for an undo (the contract's AllocationUndo). */
export const UNDO_REASON_MAX = 500;

/** The reason as kept (surrounding spaces trimmed), or null when it is blank or too long. */
export const undoReason = (raw: string): string | null => {
  const reason = raw.trim();
  return reason === '' || reason.length > UNDO_REASON_MAX ? null : reason;
};
