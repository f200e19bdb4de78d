import { Button, Card, Flex, Form, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ClippedText } from '../../components/clipped-text';
import { lengthRule } from '../../lib/text-limits';
import type { ManagedUser } from '../../types/console';
import { selectManagedUsers } from './managed-users-slice';
import { addUser, removeUser, upgradeUser } from './user-changes';
import './manage-users.css';

/**
 * Manage Users (product rules, 'Users and roles'): add with Name and Email (nothing happens if either is
 * empty), remove, and on the admin page Upgrade to Manager for users (one way).
 */
export function ManageUsers({ allowUpgrade }: { allowUpgrade: boolean }) {
  const dispatch = useAppDispatch();
  const users = useAppSelector(selectManagedUsers);
  const [form] = Form.useForm<{ name: string; email: string }>();

  // Nothing happens if name or email is empty; no email format check.
  const add = ({ name = '', email = '' }: { name?: string; email?: string }) => {
    if (name.trim() === '' || email.trim() === '') return;
    dispatch(addUser({ name, email }));
    form.resetFields();
  };

  const columns: TableColumnsType<ManagedUser> = [
    // A name or email of any length is cut with an ellipsis, the whole in its title (product rules, 'Long input').
    { title: 'Name', key: 'name', render: (_: unknown, user) => <ClippedText cell text={user.name} /> },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      render: (role: ManagedUser['role']) => (
        <Tag color={role === 'manager' ? 'blue' : 'default'}>{role === 'manager' ? 'Manager' : 'User'}</Tag>
      ),
    },
    { title: 'Email', key: 'email', render: (_: unknown, user) => <ClippedText cell text={user.email} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, user) => (
        <Flex wrap gap={8}>
          <Button
            danger
            size="small"
            onClick={() => dispatch(removeUser(user.id))}
            aria-label={`Remove ${user.name}`}
          >
            Remove
          </Button>
          {allowUpgrade && user.role !== 'manager' && (
            <Button
              size="small"
              onClick={() => dispatch(upgradeUser(user.id))}
              aria-label={`Upgrade ${user.name} to Manager`}
            >
              Upgrade to Manager
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card title={<h2 className="console-card-title">Manage Users</h2>} className="manage-users">
      <Form form={form} layout="inline" className="manage-users__form" onFinish={add}>
        <Form.Item label="Name" name="name" rules={[lengthRule('name', 'Name')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[lengthRule('email', 'Email')]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Add User
        </Button>
      </Form>
      <Table<ManagedUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={users}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No users yet' }}
      />
    </Card>
  );
}
