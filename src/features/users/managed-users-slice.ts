import { createSlice, isAnyOf, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { hasStrings, isLoadStatus, isRecord, type LoadStatus } from '../../lib/guards';
import type { ManagedUser } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import {
  restoreItem,
  withFailure,
  type ChangeFailureMeta,
  type Rollback,
} from '../../console/optimistic-change';

export interface ManagedUsersState {
  status: LoadStatus;
  users: ManagedUser[];
}

export const initialManagedUsersState: ManagedUsersState = { status: 'idle', users: [] };

export const isManagedUser = (value: unknown): value is ManagedUser =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email']) &&
  (value.role === 'user' || value.role === 'manager');

export const isManagedUsersState = (value: unknown): value is ManagedUsersState =>
  isRecord(value) &&
  isLoadStatus(value.status) &&
  Array.isArray(value.users) &&
  value.users.every(isManagedUser);

export const managedUsersSlice = createSlice({
  name: 'managedUsers',
  initialState: initialManagedUsersState,
  reducers: {
    /** The users arrived from GET /api/admin/users (each visit). */
    usersLoaded(state, action: PayloadAction<ManagedUser[]>) {
      state.status = 'loaded';
      state.users = action.payload;
    },
    /** Add appends a user with role user; empty name or email does nothing (spec 5). */
    userAdded: {
      reducer(state, action: PayloadAction<ManagedUser>) {
        if (action.payload.name === '' || action.payload.email === '') return;
        state.users.push(action.payload);
      },
      prepare(input: { name: string; email: string }) {
        return {
          payload: {
            id: nanoid(),
            name: input.name.trim(),
            email: input.email.trim(),
            role: 'user' as const,
          },
        };
      },
    },
    /** Remove deletes the row. */
    userRemoved(state, action: PayloadAction<string>) {
      state.users = state.users.filter((u) => u.id !== action.payload);
    },
    /** One way only: a manager stays a manager. */
    userUpgradedToManager(state, action: PayloadAction<string>) {
      const user = state.users.find((u) => u.id === action.payload);
      if (user) user.role = 'manager';
    },
    /** The server refused a change (or was not reached): the user is put back as they were. */
    changeRolledBack: {
      reducer(state, action: PayloadAction<Rollback<ManagedUser>, string, ChangeFailureMeta>) {
        restoreItem(state.users, action.payload);
      },
      prepare: withFailure<Rollback<ManagedUser>>,
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(cachedDataCleared, demoDataReset), () => initialManagedUsersState);
  },
  selectors: {
    selectUsersStatus: (state) => state.status,
    selectManagedUsers: (state) => state.users,
  },
});

export const { usersLoaded, userAdded, userRemoved, userUpgradedToManager, changeRolledBack } =
  managedUsersSlice.actions;
export const { selectUsersStatus, selectManagedUsers } = managedUsersSlice.selectors;
