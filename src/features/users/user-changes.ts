import type { AppThunk } from '../../store/hooks';
import { sendChange, snapshot } from '../../console/optimistic-change';
import { usersApi } from './users-api';
import { changeRolledBack, userAdded, userRemoved, userUpgradedToManager } from './managed-users-slice';

/**
 * Manage Users' changes (DECISIONS, 'The API contract'): each dispatches the slice's
 * event, then sends it; a failure rolls it back with a toast (optimistic-change.ts).
 */

const { createManagedUser, deleteManagedUser, upgradeManagedUser } = usersApi.endpoints;

/** Add: a user with role user; an empty (or blank) name or email does nothing (spec 5). */
export const addUser =
  (input: { name: string; email: string }): AppThunk =>
  (dispatch) => {
    const event = userAdded(input);
    const { id, name, email } = event.payload;
    if (name === '' || email === '') return;
    void dispatch(
      sendChange({
        event,
        request: (d) => d(createManagedUser.initiate({ id, name, email }, { track: false })),
        rolledBack: (failure) => changeRolledBack({ id, before: null, index: 0 }, failure),
        what: `Could not add ${name}.`,
      }),
    );
  };

export const removeUser =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const rollback = snapshot(getState().managedUsers.users, id);
    if (!rollback.before) return;
    void dispatch(
      sendChange({
        event: userRemoved(id),
        request: (d) => d(deleteManagedUser.initiate(id, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what: `Could not remove ${rollback.before.name}.`,
      }),
    );
  };

/** One way only: a manager stays a manager (nothing is sent for one). */
export const upgradeUser =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const rollback = snapshot(getState().managedUsers.users, id);
    if (!rollback.before || rollback.before.role === 'manager') return;
    void dispatch(
      sendChange({
        event: userUpgradedToManager(id),
        request: (d) => d(upgradeManagedUser.initiate(id, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what: `Could not upgrade ${rollback.before.name} to manager.`,
      }),
    );
  };
