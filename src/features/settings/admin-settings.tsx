import { Button, Card, Input, Radio } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { THEME_MODES, type ThemeMode } from '../../config/theme';
import { selectUser } from '../../session/session-slice';
import { ChangePasswordDialog } from './change-password-dialog';
import { selectThemeMode, themeChanged } from '../../console/theme-slice';
import './admin-settings.css';

const THEME_LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', blue: 'Blue' };

/**
 * Admin Settings (product rules, 'Staff console'): theme, Change Password, and the fixed admin
 * email address.
 */
export function AdminSettings() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const user = useAppSelector(selectUser);
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <Card
      id="settings"
      className="admin-settings"
      title={<h2 className="console-card-title">Admin Settings</h2>}
    >
      <fieldset className="admin-settings__group">
        <legend className="admin-settings__legend">Theme</legend>
        <Radio.Group
          value={mode}
          optionType="button"
          buttonStyle="solid"
          options={THEME_MODES.map((m) => ({ value: m, label: THEME_LABELS[m] }))}
          onChange={(e) => dispatch(themeChanged(e.target.value as ThemeMode))}
        />
      </fieldset>
      <div className="admin-settings__group">
        <h3 className="admin-settings__legend">Password</h3>
        <Button onClick={() => setPasswordOpen(true)}>Change Password</Button>
        <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </div>
      <div className="admin-settings__group">
        <label className="admin-settings__legend" htmlFor="admin-email">
          Admin email
        </label>
        <Input id="admin-email" value={user?.email ?? ''} readOnly aria-describedby="admin-email-note" />
        <p id="admin-email-note" className="console-muted admin-settings__note">
          The admin email address cannot be changed.
        </p>
      </div>
    </Card>
  );
}
