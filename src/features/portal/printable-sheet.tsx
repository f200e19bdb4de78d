import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { CONTENT } from '../../config/content';

/**
 * A printable sheet of the portal (a payment's receipt, a statement's invoice and
 * certificate): the firm's name, the heading, label and value pairs, a note, then 'Print'
 * (the browser's) and `actions`. Printed, the sheet is alone on the page and the buttons are
 * left out (portal.css).
 */
export function PrintableSheet({
  titleId,
  title,
  facts,
  note,
  actions,
  className,
}: {
  titleId: string;
  title: ReactNode;
  facts: readonly (readonly [label: string, value: ReactNode])[];
  note: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`portal-receipt portal-printable${className ? ` ${className}` : ''}`}>
      <article aria-labelledby={titleId}>
        <p className="portal-receipt__brand">{CONTENT.brandName}</p>
        <h2 id={titleId} className="console-card-title text-wrap">
          {title}
        </h2>
        <dl className="portal-receipt__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="portal-receipt__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="console-muted">{note}</p>
        <div className="portal-receipt__actions portal-print-hide">
          <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
            Print
          </Button>
          {actions}
        </div>
      </article>
    </Card>
  );
}
