import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectRehydrated } from '../../app/store';
import { PageLoading } from '../../components/page-loading';
import { consoleTheme } from '../../config/theme';
import { selectThemeMode } from '../settings/theme-slice';

/** The staff console's frame: the chosen theme (light, dark, blue) over every console screen. */
export function ConsoleLayout() {
  const mode = useAppSelector(selectThemeMode);
  const rehydrated = useAppSelector(selectRehydrated);
  return (
    <ConfigProvider theme={consoleTheme(mode)}>
      <App>
        <div className={`console console--${mode}`} data-theme={mode}>
          {rehydrated ? <Outlet /> : <PageLoading />}
        </div>
      </App>
    </ConfigProvider>
  );
}
