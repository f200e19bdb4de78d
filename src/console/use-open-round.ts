import { useState } from 'react';

/**
 * A number that grows each time a dialog opens. Used as the key of the dialog's form,
 * so every open starts with fresh fields even if the closing dialog kept its content.
 */
export function useOpenRound(open: boolean): number {
  const [state, setState] = useState({ open, round: open ? 1 : 0 });
  if (state.open !== open) setState({ open, round: open ? state.round + 1 : state.round });
  return open && state.open !== open ? state.round + 1 : state.round;
}
