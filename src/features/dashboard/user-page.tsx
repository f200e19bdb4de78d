import { Button, Card, Col, Row } from 'antd';
import { useAppSelector } from '../../store/hooks';
import { useHostKind } from '../../config/host';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { config } from '../../config/env';
import { selectUser } from '../../session/session-slice';
import { ConsolePage } from '../../console/console-page';
import { useLogout } from '../../session/use-logout';
import './dashboard.css';

const PLACEHOLDERS = ['My Properties', 'Payments', 'Maintenance Requests'] as const;

/** The user dashboard (spec 2.13): placeholder boxes, a thank-you note and a way to the community blog. */
export function UserPage() {
  const logout = useLogout();
  const user = useAppSelector(selectUser);
  const host = useHostKind();
  return (
    <ConsolePage title="User Dashboard" actions={<Button onClick={logout}>Logout</Button>}>
      <div className="dashboard">
        <Card>
          <h2 className="dashboard__section-title">Welcome{user ? `, ${user.firstName}` : ''}!</h2>
          <p>Thank you for joining us. We are adding new features to your dashboard, so check back soon.</p>
          {host === 'admin' ? (
            <Button type="primary" href={`${config.publicUrl}${PATHS.communityBlog}`}>
              Visit the Community Blog
            </Button>
          ) : (
            <ButtonLink type="primary" to={PATHS.communityBlog}>
              Visit the Community Blog
            </ButtonLink>
          )}
        </Card>
        <Row gutter={[16, 16]}>
          {PLACEHOLDERS.map((label) => (
            <Col key={label} xs={24} md={8}>
              <Card title={<h2 className="console-card-title">{label}</h2>}>
                <div className="dashboard-placeholder">
                  <p className="console-muted">Coming soon</p>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      </div>
    </ConsolePage>
  );
}
