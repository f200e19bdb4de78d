import { Provider as MotionProvider } from '@rc-component/motion';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

/**
 * antd's motion, off for a visitor who asked the system for less (docs/product-rules.md,
 * 'Accessibility and quality bars'). With its animations only cut short by the stylesheet, a
 * dropdown's menu opened at a place outside the window and stayed there
 * (ant-design/ant-design#58176); switched off where antd's components read it (the motion
 * library's Provider, which antd itself uses), they open in place. Not antd's `motion` token:
 * changing that wraps the tree anew, and every screen under it would lose what was typed when
 * the preference changes. Around antd's App, so its messages and modals follow.
 */
export function AntdMotion({ children }: { children: ReactNode }) {
  const reduced = usePrefersReducedMotion();
  return <MotionProvider motion={!reduced}>{children}</MotionProvider>;
}
