import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link';
import { PATHS } from '../../config/paths';

export const BACK_TO_DASHBOARD = 'Back to your dashboard';
export const BACK_TO_PAYMENTS = 'Back to payments';
export const NO_LEASE_TEXT = 'You have no lease with us, so there is no statement to show.';

/** A portal page with nothing to show: why, and a way back to the portal's home. */
export function PortalNotFound({ title, text, back }: { title: string; text?: string; back?: ReactNode }) {
  return (
    <Card>
      <Result
        status="404"
        title={<h2 className="console-result-title">{title}</h2>}
        subTitle={text}
        extra={
          back ?? (
            <ButtonLink type="primary" to={PATHS.user}>
              {BACK_TO_DASHBOARD}
            </ButtonLink>
          )
        }
      />
    </Card>
  );
}
