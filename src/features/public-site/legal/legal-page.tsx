import { PageMeta } from '../../../components/page-meta';
import { formatDate } from '../../../lib/format';
import type { LegalDocument } from '../../../types/content';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../data/legal';
import { PageHeader } from '../shared/page-header';
import './legal-page.css';

const DOCUMENTS: Record<'privacy' | 'terms', LegalDocument> = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_SERVICE,
};

/** Privacy Policy and Terms of Service (product rules, 'Public site'), rendered from the typed legal data. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const doc = DOCUMENTS[document];
  return (
    <div className="legal-page">
      <PageMeta title={doc.title} description={doc.description} />
      <PageHeader title={doc.title} subtitle={`Last updated ${formatDate(doc.lastUpdated)}`} />
      <div className="page-container legal-page__content">
        <nav className="legal-page__toc" aria-label="Sections">
          <ol>
            {doc.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#legal-section-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-page__body">
          {doc.sections.map((section, index) => (
            <section
              key={section.heading}
              id={`legal-section-${index + 1}`}
              className="legal-section"
              aria-labelledby={`legal-heading-${index + 1}`}
            >
              <h2 id={`legal-heading-${index + 1}`}>
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
