import { MenuOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks';
import { api } from '../store/api';
import { demoDataReset } from './console-actions';

export interface ConsoleMenuLink {
  label: string;
  to: string;
}

export const RESET_DEMO_DATA_LABEL = 'Reset demo data';
export const DEMO_DATA_RESET_TEXT = 'Demo data reset';
/**
 * 'Reset demo data' as a hook: the console's data slices start over (one event,
 * `console/demoDataReset`) and every screen's data is fetched again from the API.
 */
export function useResetDemoData(): () => void {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  return () => {
    dispatch(demoDataReset());
    dispatch(api.util.invalidateTags(['AdminData']));
    void message.success(DEMO_DATA_RESET_TEXT);
  };
}

/** The console header's menu: the screen's links, and 'Reset demo data' where staff data is shown. */
export function ConsoleMenu({ links, reset = true }: { links: readonly ConsoleMenuLink[]; reset?: boolean }) {
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
