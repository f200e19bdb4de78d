import { PageMeta } from '../../../components/page-meta';
import { PageHeader } from '../shared/page-header';
import '../enquiry/enquiry-layout.css';
import { RequestAccessForm } from './request-access-form';
import { REQUEST_ACCESS_TITLE } from './request-access-rules';
import './signup-page.css';

/**
 * /signup, 'Request portal access' (product rules, 'Enquiries'): what the portal gives
 * tenants and owners, and the request, which the firm's staff answer.
 */
export function SignupPage() {
  return (
    <div className="request-access">
      <PageMeta description="Tenants and owners: ask for access to the portal for statements, M-Pesa payments and maintenance requests." />
      <PageHeader
        title={REQUEST_ACCESS_TITLE}
        subtitle="The portal is for our tenants and property owners. Tell us who you are and our staff will reply."
      />
      <div className="page-container enquiry-layout">
        <section className="enquiry-card request-access__intro" aria-labelledby="request-access-intro">
          <h2 id="request-access-intro">What the portal gives you</h2>
          <ul>
            <li>
              <strong>Tenants:</strong> your statement of account, rent paid with M-Pesa and its receipts, and
              maintenance requests with their progress.
            </li>
            <li>
              <strong>Owners:</strong> monthly statements for each property, rent collected and arrears, and
              the maintenance requests that need your approval.
            </li>
          </ul>
          <p>
            Send the form and our staff will check your details against your lease or management agreement,
            then reply by email or phone, usually within one working day.
          </p>
        </section>
        <RequestAccessForm />
      </div>
    </div>
  );
}
