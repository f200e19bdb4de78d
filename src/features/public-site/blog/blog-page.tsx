import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { PageMeta } from '../../../components/page-meta';
import { Tabs } from '../../../components/tabs';
import { defineUrlState, oneOf } from '../../../lib/url-state';
import { useUrlState } from '../../../lib/use-url-state';
import { ARTICLE_CATEGORY_TABS, filterArticlesByTab } from '../data/articles';
import { PageHeader } from '../shared/page-header';
import { ArticleCard } from './article-card';
import './blog-page.css';

/** The open tab, as it lives in the URL (`?category=investment`). */
const BLOG_URL = defineUrlState({
  category: oneOf(
    ARTICLE_CATEGORY_TABS.map((tab) => tab.key),
    'all',
  ),
});
/** Cards in the first row at desktop width, whose images are above the fold. */
const FIRST_ROW = 3;

/**
 * Community Blog (product rules, 'Public site'): category tabs filtering the article cards, View FAQ and a
 * Contact Us call to action. The open tab lives in the URL (?category=investment); the
 * prerendered page shows All Articles, and the tab from the URL opens once it hydrates.
 */
export function BlogPage() {
  // 'All Articles' until the prerendered page has hydrated (useUrlState), then the address's.
  const [{ category }, setUrl] = useUrlState(BLOG_URL);

  return (
    <div className="blog-page">
      <PageMeta description="Market trends, investment insight and property management advice for Kenyan property owners." />
      <PageHeader
        title="Community Blog"
        subtitle="Market trends, investment insight and practical property management advice for owners in Kisii, across Kenya and abroad."
        actions={
          <CtaLink size="large" to={PATHS.faq}>
            View FAQ
          </CtaLink>
        }
      />
      <div className="page-container blog-page__content">
        <Tabs
          label="Article categories"
          activeKey={category}
          onChange={(key) => setUrl({ category: key })}
          className="blog-page__tabs"
          items={ARTICLE_CATEGORY_TABS.map((tab) => {
            const articles = filterArticlesByTab(tab.key);
            return {
              key: tab.key,
              label: tab.label,
              panel:
                articles.length === 0 ? (
                  <p className="blog-page__empty">No articles in this category yet.</p>
                ) : (
                  <ul className="blog-page__grid">
                    {articles.map((article, index) => (
                      <li key={article.id}>
                        <ArticleCard
                          article={article}
                          headingLevel={3}
                          eagerImage={tab.key === 'all' && index < FIRST_ROW}
                        />
                      </li>
                    ))}
                  </ul>
                ),
            };
          })}
        />

        <section className="blog-cta" aria-labelledby="blog-cta-title">
          <h2 id="blog-cta-title">Have a question about your property?</h2>
          <p>
            Talk to our team about rent collection, tenants, MRI tax or your next project. We reply quickly,
            by phone, WhatsApp or email.
          </p>
          <CtaLink variant="accent" size="large" to={PATHS.contact}>
            Contact Us
          </CtaLink>
        </section>
      </div>
    </div>
  );
}
