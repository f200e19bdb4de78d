import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectRehydrated, type AppDispatch, type AppThunk, type RootState } from '../../app/store';
import type { AdminStatsResponse, ContactSubmission, Email, ManagedUser } from '../../types/console';
import { selectSubmissionsStatus, submissionsLoaded } from '../contact-submissions/contact-submissions-slice';
import { emailsLoaded, selectEmailsStatus } from '../email-centre/email-centre-slice';
import { selectUsersStatus, usersLoaded } from '../users/managed-users-slice';
import { demoDataReset } from './console-actions';

/**
 * The staff console's data from GET /api/admin/* (DECISIONS, Staff console data).
 * A screen loads a data set once, when its slice has not been loaded yet; from then on
 * the slice owns it (persisted). The first answer is handed to the slice as
 * `emailsLoaded` / `submissionsLoaded` / `usersLoaded`.
 */
type Loaded<T> = PayloadActionCreator<T>;
type IdleSelector = (state: RootState) => boolean;

const emailsIdle: IdleSelector = (s) => selectEmailsStatus(s) === 'idle';
const submissionsIdle: IdleSelector = (s) => selectSubmissionsStatus(s) === 'idle';
const usersIdle: IdleSelector = (s) => selectUsersStatus(s) === 'idle';

/** onQueryStarted of a data set: the first answer goes to its slice, if the slice is still empty. */
const handToSlice =
  <T>(isIdle: IdleSelector, loaded: Loaded<T>) =>
  async (
    _arg: void,
    api: { dispatch: AppDispatch; getState: () => unknown; queryFulfilled: Promise<{ data: T }> },
  ) => {
    try {
      const { data } = await api.queryFulfilled;
      // 'Reset demo data' refetches too, but replaces the slices itself (console/demoDataReset).
      if (isIdle(api.getState() as RootState)) api.dispatch(loaded(data));
    } catch {
      // The screen shows the error with Retry.
    }
  };

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<AdminStatsResponse, void>({
      query: () => '/api/admin/stats',
      providesTags: ['AdminData'],
    }),
    getEmails: build.query<Email[], void>({
      query: () => '/api/admin/emails',
      onQueryStarted: handToSlice(emailsIdle, emailsLoaded),
    }),
    getContactSubmissions: build.query<ContactSubmission[], void>({
      query: () => '/api/admin/contact-submissions',
      onQueryStarted: handToSlice(submissionsIdle, submissionsLoaded),
    }),
    getUsers: build.query<ManagedUser[], void>({
      query: () => '/api/admin/users',
      onQueryStarted: handToSlice(usersIdle, usersLoaded),
    }),
  }),
});

export const { useGetStatsQuery } = adminApi;

export interface LoadState {
  loading: boolean;
  error: boolean;
  retry: () => void;
}

type QueryHook = (
  arg: undefined,
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => { isError: boolean; isFetching: boolean; refetch: () => unknown };

/** Loads one data set when its slice is still empty (after redux-persist put back what it had). */
function useEnsureLoaded(isIdle: IdleSelector, useQuery: QueryHook): LoadState {
  const idle = useAppSelector(isIdle);
  const rehydrated = useAppSelector(selectRehydrated);
  const needed = idle && rehydrated;
  const query = useQuery(undefined, { skip: !needed, refetchOnMountOrArgChange: true });
  return {
    loading: needed && !query.isError,
    error: needed && query.isError && !query.isFetching,
    retry: () => {
      if (needed) void query.refetch();
    },
  };
}

export const useEnsureEmailsLoaded = (): LoadState =>
  useEnsureLoaded(emailsIdle, adminApi.endpoints.getEmails.useQuery);
export const useEnsureSubmissionsLoaded = (): LoadState =>
  useEnsureLoaded(submissionsIdle, adminApi.endpoints.getContactSubmissions.useQuery);
export const useEnsureUsersLoaded = (): LoadState =>
  useEnsureLoaded(usersIdle, adminApi.endpoints.getUsers.useQuery);

/** Several data sets at once: loading while any loads, error while any failed; Retry retries those. */
export function combineLoads(...loads: LoadState[]): LoadState {
  return {
    loading: loads.some((l) => l.loading && !l.error),
    error: loads.some((l) => l.error),
    retry: () => loads.filter((l) => l.error).forEach((l) => l.retry()),
  };
}

/**
 * 'Reset demo data': fetch every data set again and replace the slices in one event
 * (`console/demoDataReset`); the stats are refetched too. Resolves false on failure.
 */
export const resetDemoData = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  const options = { subscribe: false, forceRefetch: true } as const;
  const emails = dispatch(adminApi.endpoints.getEmails.initiate(undefined, options));
  const submissions = dispatch(adminApi.endpoints.getContactSubmissions.initiate(undefined, options));
  const users = dispatch(adminApi.endpoints.getUsers.initiate(undefined, options));
  const stats = dispatch(adminApi.endpoints.getStats.initiate(undefined, options));
  try {
    const [e, s, u] = await Promise.all([
      emails.unwrap(),
      submissions.unwrap(),
      users.unwrap(),
      stats.unwrap(),
    ]);
    dispatch(demoDataReset({ emails: e, submissions: s, users: u }));
    return true;
  } catch {
    return false;
  }
};
