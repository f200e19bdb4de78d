import { describe, expect, it } from 'vitest';
import { MANAGED_USER_FIXTURES } from '../../../mocks/data/managed-users';
import type { ManagedUser } from '../../types/console';
import { demoDataReset } from '../../console/console-actions';
import {
  isManagedUsersState,
  managedUsersSlice,
  userAdded,
  userRemoved,
  usersLoaded,
  userUpgradedToManager,
  type ManagedUsersState,
} from './managed-users-slice';

const reducer = managedUsersSlice.reducer;
const faith: ManagedUser = { id: 'u1', name: 'Faith Wambui', role: 'user', email: 'faith@example.com' };
const dennis: ManagedUser = {
  id: 'u2',
  name: 'Dennis Onyango',
  role: 'manager',
  email: 'dennis@example.com',
};
const loaded = (users: ManagedUser[]): ManagedUsersState => ({ status: 'loaded', users });

describe('managedUsers reducer: every transition of spec 4', () => {
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
    ['does nothing with an empty name', { name: '', email: 'grace@example.com' }, []],
    ['does nothing with an empty email', { name: 'Grace', email: '' }, []],
    ['does nothing with blank inputs', { name: '   ', email: '  ' }, []],
    [
      'keeps HTML as plain text',
      { name: '<b>x</b>', email: 'x@example.com' },
      [{ name: '<b>x</b>', email: 'x@example.com', role: 'user' }],
    ],
  ])('Add %s', (_name, input, added) => {
    const state = reducer(loaded([faith]), userAdded(input));
    expect(state.users.slice(1)).toEqual(added.map((u) => expect.objectContaining(u)));
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
    ['usersLoaded replaces the users', usersLoaded([dennis]), [dennis]],
    ['Reset demo data empties the slice (the screen loads it again)', demoDataReset(), []],
  ])('%s', (_name, action, users) => {
    expect(reducer(loaded([faith, dennis]), action).users).toEqual(users);
  });

  it.each([
    ['the fixtures', loaded([...MANAGED_USER_FIXTURES]), true],
    ['an admin role', loaded([{ ...faith, role: 'admin' as never }]), false],
    ['garbage', '[]', false],
  ])('isManagedUsersState: %s -> %s', (_name, value, expected) => {
    expect(isManagedUsersState(value)).toBe(expected);
  });
});
