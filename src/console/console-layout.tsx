import { App, ConfigProvider, theme } from 'antd';
import { addListener } from '@reduxjs/toolkit';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { PageLoading } from '../components/page-loading';
import { AntdMotion } from '../components/antd-motion';
import { selectRehydrated } from './data-loading';
import { isChangeFailure, selectChangesInFlight } from './change-engine';
import { TOAST_DURATION_MS } from '../config/constants';
import { consoleTheme } from '../config/antd-theme';
import type { ThemeMode } from '../config/theme';
import {
  feedbackDismissed,
  selectThemeFeedback,
  selectThemeMode,
  THEME_SAVE_FAILED_TEXT,
  THEME_SAVED_TEXT,
} from './theme-slice';
import './console.css';

/**
 * The theme's colours as CSS variables on the console's root, so the console's own
 * CSS follows light, dark and blue with antd's contrast-checked tokens.
 */
function ConsoleSurface({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  const { token } = theme.useToken();
  const vars = {
    '--console-bg': token.colorBgLayout,
    '--console-surface': token.colorBgContainer,
    '--console-text': token.colorText,
    '--console-text-secondary': token.colorTextSecondary,
    '--console-border': token.colorBorderSecondary,
    '--console-primary': token.colorPrimary,
    '--console-link': token.colorLink,
    '--console-highlight': token.colorFillAlter,
    '--console-highlight-border': token.colorPrimaryBorder,
    '--console-hover': token.controlItemBgHover,
  } as CSSProperties;
  return (
    <div className={`console console--${mode}`} data-theme={mode} style={vars}>
      {children}
    </div>
  );
}

/** The theme slice's save result as a toast: 6000 ms, bottom right. */
function ThemeFeedbackToast() {
  const feedback = useAppSelector(selectThemeFeedback);
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  useEffect(() => {
    if (!feedback) return;
    const open = feedback.severity === 'success' ? notification.success : notification.error;
    open({
      key: 'theme-feedback',
      title: feedback.severity === 'success' ? THEME_SAVED_TEXT : THEME_SAVE_FAILED_TEXT,
      placement: 'bottomRight',
      duration: TOAST_DURATION_MS / 1000,
    });
    dispatch(feedbackDismissed());
  }, [feedback, notification, dispatch]);
  return null;
}

/** A change the server refused or never got was rolled back: a toast names it (bottom right). */
function ChangeFailureToasts() {
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  useEffect(
    () =>
      dispatch(
        addListener({
          predicate: isChangeFailure,
          effect: (action) => {
            if (!isChangeFailure(action)) return;
            notification.error({
              title: action.meta.failure,
              placement: 'bottomRight',
              duration: TOAST_DURATION_MS / 1000,
            });
          },
        }),
      ),
    [dispatch, notification],
  );
  return null;
}

/**
 * While a change is still in flight, leaving or reloading the page asks first (the
 * browser's own 'Leave site?' prompt): its answer would otherwise be lost with the page.
 * The store is read as the page is left, not when the screen last rendered: a reload in the
 * frame after a change starts, before any effect of that render has run, asks too.
 */
function AskBeforeLeavingWithChangesInFlight() {
  const store = useAppStore();
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (selectChangesInFlight(store.getState()) === 0) return;
      event.preventDefault();
      // Older browsers read the prompt from returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [store]);
  return null;
}

/** The staff console's frame: the chosen theme (light, dark, blue) over every console screen. */
export function ConsoleLayout() {
  const mode = useAppSelector(selectThemeMode);
  const rehydrated = useAppSelector(selectRehydrated);
  return (
    <ConfigProvider theme={consoleTheme(mode)}>
      <AntdMotion>
        <App>
          <ConsoleSurface mode={mode}>
            <ThemeFeedbackToast />
            <ChangeFailureToasts />
            <AskBeforeLeavingWithChangesInFlight />
            {rehydrated ? <Outlet /> : <PageLoading />}
          </ConsoleSurface>
        </App>
      </AntdMotion>
    </ConfigProvider>
  );
}
