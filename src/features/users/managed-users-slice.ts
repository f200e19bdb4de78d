import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { ManagedUser } from '../../types/console';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  addEvent,
  addCollectionCases,
  collectionReducers,
  emptyCollection,
  patchEvent,
  removeEvent,
  type Collection,
} from '../../console/collection';
import { MANAGED_USERS_DATA } from './managed-user-shape';

export type ManagedUsersState = Collection<ManagedUser>;

export const initialManagedUsersState: ManagedUsersState = emptyCollection<ManagedUser>();

/** A new managed user: role user, name and email trimmed (the caller refuses blank ones). */
export const newManagedUser = (input: { name: string; email: string }): ManagedUser => ({
  id: nanoid(),
  name: input.name.trim(),
  email: input.email.trim(),
  role: 'user',
});

export const managedUsersSlice = createSlice({
  name: MANAGED_USERS_DATA.key,
  initialState: initialManagedUsersState,
  reducers: {
    ...collectionReducers<ManagedUser>(),
    /** Add appends a user with role user (product rules, 'Users and roles'). */
    userAdded: addEvent(newManagedUser, 'last'),
    /** Remove deletes the row. */
    userRemoved: removeEvent<ManagedUser>(),
    /** One way only: a manager stays a manager. */
    userUpgradedToManager: patchEvent<ManagedUser>((user) => {
      user.role = 'manager';
    }),
  },
  extraReducers: (builder) => addCollectionCases(builder, MANAGED_USERS_DATA.live, initialManagedUsersState),
  selectors: {
    selectUserCollection: (state) => state,
    selectUsersStatus: (state) => state.status,
    selectManagedUsers: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(managedUsersSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  userAdded,
  userRemoved,
  userUpgradedToManager,
} = managedUsersSlice.actions;
export const { selectUserCollection, selectUsersStatus, selectManagedUsers } = managedUsersSlice.selectors;
