import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useMatches, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { config } from '../config/env';
import { routeHandle } from '../config/route-meta';
import { mayOpen } from '../session/access';
import { menuLinksFor } from './menu-links';
import { DEMO_DATA_RESET_TEXT, resetDemoData } from './reset-demo-data';

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
 * The console header's menu, the same on every console screen: the staff screens the
 * session may open (from the route table), and 'Reset demo data' for staff when the mock
 * API answers (a real server has no demo data).
 */
export function ConsoleMenu({ reset = config.apiMocking }: { reset?: boolean }) {
  const navigate = useNavigate();
  const resetData = useResetDemoData();
  const session = useAppSelector((state) => state.session);
  const matches = useMatches();
  const menu = matches.map(routeHandle).find((handle) => handle.consoleMenu)?.consoleMenu ?? [];
  const links = menuLinksFor(menu, session, matches.at(-1)?.id);
  const showReset = reset && mayOpen(session, 'manager');
  if (links.length === 0 && !showReset) return null;
  const items: MenuProps['items'] = [
    ...links.map((link) => ({ key: `link:${link.to}`, label: link.label })),
    ...(showReset && links.length ? [{ type: 'divider' as const }] : []),
    ...(showReset ? [{ key: 'reset', label: RESET_DEMO_DATA_LABEL }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reset') void resetData();
    else if (key.startsWith('link:')) navigate(key.slice('link:'.length));
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined />} aria-label="Console menu" />
    </Dropdown>
  );
}
