import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';

export const ADD_BLOG_POST_TEXT = 'Add blog content feature coming soon!';

/** Add Blog Post (product rules, 'Staff console'): a placeholder that only says the feature is coming. */
export function AddBlogPostButton() {
  const { message } = App.useApp();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void message.info(ADD_BLOG_POST_TEXT)}>
      Add Blog Post
    </Button>
  );
}
