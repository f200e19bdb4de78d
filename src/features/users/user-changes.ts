import type { AppThunk } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import { usersApi } from './users-api';
import {
  changeConfirmed,
  changeRolledBack,
  userAdded,
  userRemoved,
  userUpgradedToManager,
} from './managed-users-slice';

/**
 * Manage Users' changes, each through the one change engine (change-engine.ts): the
 * slice's event first, then one request; a failure puts back only what it touched.
 */

const { createManagedUser, deleteManagedUser, upgradeManagedUser } = usersApi.endpoints;

const users: ChangeDomain = {
  select: (state) => state.managedUsers,
  changeConfirmed,
  changeRolledBack,
};

/** Add: a user with role user; an empty (or blank) name or email does nothing. */
export const addUser =
  (input: { name: string; email: string }): AppThunk<Promise<boolean>> =>
  (dispatch) => {
    if (input.name.trim() === '' || input.email.trim() === '') return Promise.resolve(false);
    const event = userAdded(input);
    const { id, name, email } = event.payload;
    return dispatch(
      sendChange(users, {
        event,
        request: (d) => d(createManagedUser.initiate({ id, name, email }, { track: false })),
        what: `Could not add ${name}.`,
      }),
    );
  };

export const removeUser =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const user = getState().managedUsers.items.find((u) => u.id === id);
    if (!user) return Promise.resolve(false);
    return dispatch(
      sendChange(users, {
        event: userRemoved(id),
        request: (d) => d(deleteManagedUser.initiate(id, { track: false })),
        what: `Could not remove ${user.name}.`,
      }),
    );
  };

/** One way only: a manager stays a manager (nothing is sent for one). */
export const upgradeUser =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const user = getState().managedUsers.items.find((u) => u.id === id);
    if (!user || user.role === 'manager') return Promise.resolve(false);
    return dispatch(
      sendChange(users, {
        event: userUpgradedToManager(id),
        request: (d) => d(upgradeManagedUser.initiate(id, { track: false })),
        what: `Could not upgrade ${user.name} to manager.`,
      }),
    );
  };
