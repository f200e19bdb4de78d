import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onLongPress` after the pointer has been held for `ms`. Returns handlers to
 * spread on the element and `consumeClick`, true once for the click that ends a long press.
 */
export function useLongPress(onLongPress: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const handlers = {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return;
      fired.current = false;
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = null;
        onLongPress();
      }, ms);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A held finger opens the context menu on phones: not on the logo.
    onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
  };

  const consumeClick = (): boolean => {
    const wasLongPress = fired.current;
    fired.current = false;
    return wasLongPress;
  };

  return { handlers, consumeClick };
}
