import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { publicTheme } from '../config/antd-theme';
import { AntdMotion } from './antd-motion';

/**
 * antd's theme and its App (messages, modals) for the screens built with antd outside
 * the staff console: the sign-in pages. The public pages use none of antd (product rules,
 * 'Static-first public pages'), so neither is in their JavaScript.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={publicTheme}>
      <AntdMotion>
        <AntApp>{children}</AntApp>
      </AntdMotion>
    </ConfigProvider>
  );
}
