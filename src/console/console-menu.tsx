import { MenuOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks';
import { config } from '../config/env';
import { DEMO_DATA_RESET_TEXT, resetDemoData } from './reset-demo-data';

export interface ConsoleMenuLink {
  label: string;
  to: string;
}

export const RESET_DEMO_DATA_LABEL = 'Reset demo data';
/**
 * 'Reset demo data' as a hook (mock API only): the mock API's store goes back to the
 * sample data (POST /api/demo/reset), then the console's data slices start over (one
 * event, `console/demoDataReset`) and every screen fetches its data again.
 */
export function useResetDemoData(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  return async () => {
    const failure = await dispatch(resetDemoData());
    if (failure) void message.error(failure);
    else void message.success(DEMO_DATA_RESET_TEXT);
  };
}

/**
 * The console header's menu: the screen's links, and 'Reset demo data' where staff data
 * is shown, when the mock API answers (a real server has no demo data).
 */
export function ConsoleMenu({
  links,
  reset = config.apiMocking,
}: {
  links: readonly ConsoleMenuLink[];
  reset?: boolean;
}) {
  const navigate = useNavigate();
  const resetData = useResetDemoData();
  const items: MenuProps['items'] = [
    ...links.map((link) => ({ key: `link:${link.to}`, label: link.label })),
    ...(reset ? [{ type: 'divider' as const }, { key: 'reset', label: RESET_DEMO_DATA_LABEL }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reset') void resetData();
    else if (key.startsWith('link:')) navigate(key.slice('link:'.length));
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MenuOutlined />} aria-label="Console menu" />
    </Dropdown>
  );
}
