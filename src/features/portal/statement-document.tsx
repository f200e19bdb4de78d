import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { BACK_TO_THE_STATEMENT, type StatementDocumentTexts } from './owner-text';
import { PortalLive } from './portal-live';
import { PortalNotFound, type PortalRead, PortalReadBody } from './portal-states';
import { PrintableSheet } from './printable-sheet';
import './portal.css';

/** The sheet of a statement document: its heading, its facts and its note (PrintableSheet). */
export interface StatementDocumentSheet {
  title: string;
  facts: readonly (readonly [label: string, value: string])[];
  note: string;
}

interface StatementDocumentProps<T> {
  texts: StatementDocumentTexts;
  /** The document's read (a hook of portal-live.tsx), by the statement's property and month. */
  useDocument: (propertyId: string, month: string) => PortalRead<T>;
  sheetOf: (document: T) => StatementDocumentSheet;
}

/**
 * A finished month's document of an owner's statement, /user/statements/:propertyId/:month/
 * certificate or .../invoice (product rules, 'Owners'): live while open, read through
 * `useDocument` (the person's own only: another's is not found, as the statement), shown as a
 * printable sheet ('Print': the sheet alone on the page), with the way back to the statement.
 */
export function StatementDocumentPage<T>(props: StatementDocumentProps<T>) {
  return (
    <PortalLive>
      <StatementDocumentBody {...props} />
    </PortalLive>
  );
}

function StatementDocumentBody<T>({ texts, useDocument, sheetOf }: StatementDocumentProps<T>) {
  const { propertyId = '', month = '' } = useParams();
  const read = useDocument(propertyId, month);
  const statement = PATHS.userStatement(propertyId, month);
  const back = (primary: boolean) => (
    <ButtonLink to={statement} type={primary ? 'primary' : 'default'}>
      {BACK_TO_THE_STATEMENT}
    </ButtonLink>
  );
  return (
    <ConsolePage title={texts.title} back={{ to: statement, label: BACK_TO_THE_STATEMENT }}>
      <div className="portal">
        <PortalReadBody
          read={read}
          notFound={
            <PortalNotFound title={texts.notFoundTitle} text={texts.notFoundText} back={back(true)} />
          }
          errorTitle={texts.errorTitle}
        >
          {(document) => {
            const sheet = sheetOf(document);
            return (
              <PrintableSheet
                className="portal-document"
                titleId="document-title"
                title={sheet.title}
                facts={sheet.facts}
                note={sheet.note}
                actions={back(false)}
              />
            );
          }}
        </PortalReadBody>
      </div>
    </ConsolePage>
  );
}
