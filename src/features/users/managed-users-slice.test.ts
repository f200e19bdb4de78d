import { describe, expect, it } from 'vitest';
import { MANAGED_USER_FIXTURES } from '../../../server/domain/data/managed-users';
import type { ManagedUser } from '../../types/console';
import { demoDataReset } from '../../console/console-actions';
import { emptyCollection } from '../../console/collection';
import {
  managedUsersSlice,
  userAdded,
  userRemoved,
  userUpgradedToManager,
  type ManagedUsersState,
} from './managed-users-slice';
import { isManagedUser } from './managed-user-shape';

const reducer = managedUsersSlice.reducer;
const faith: ManagedUser = { id: 'u1', name: 'Faith Wambui', role: 'user', email: 'faith@example.com' };
const dennis: ManagedUser = {
  id: 'u2',
  name: 'Dennis Onyango',
  role: 'manager',
  email: 'dennis@example.com',
};
const loaded = (users: ManagedUser[]): ManagedUsersState => ({
  ...emptyCollection<ManagedUser>(),
  status: 'loaded',
  items: users,
});

describe('managedUsers reducer: every transition', () => {
  it.each([
    [
      'adds a user with role user',
      { name: 'Grace', email: 'grace@example.com' },
      [{ name: 'Grace', email: 'grace@example.com', role: 'user' }],
    ],
    [
      'trims name and email',
      { name: '  Grace ', email: ' grace@example.com ' },
      [{ name: 'Grace', email: 'grace@example.com', role: 'user' }],
    ],
    [
      'keeps HTML as plain text',
      { name: '<b>x</b>', email: 'x@example.com' },
      [{ name: '<b>x</b>', email: 'x@example.com', role: 'user' }],
    ],
  ])('Add %s', (_name, input, added) => {
    const state = reducer(loaded([faith]), userAdded(input));
    expect(state.items.slice(1)).toEqual(added.map((u) => expect.objectContaining(u)));
  });

  it.each([
    ['Remove deletes the row', userRemoved('u1'), [{ ...dennis }]],
    ['Remove with an unknown id changes nothing', userRemoved('nope'), [faith, dennis]],
    [
      'Upgrade to Manager changes user to manager',
      userUpgradedToManager('u1'),
      [{ ...faith, role: 'manager' }, dennis],
    ],
    ['Upgrade is one way: a manager stays a manager', userUpgradedToManager('u2'), [faith, dennis]],
    ['Reset demo data empties the slice (the screen loads it again)', demoDataReset(), []],
  ])('%s', (_name, action, users) => {
    expect(reducer(loaded([faith, dennis]), action).items).toEqual(users);
  });

  it.each([
    ['a fixture', MANAGED_USER_FIXTURES[0], true],
    ['an admin role', { ...faith, role: 'admin' }, false],
    ['garbage', '[]', false],
  ])('isManagedUser: %s -> %s', (_name, value, expected) => {
    expect(isManagedUser(value)).toBe(expected);
  });
});
