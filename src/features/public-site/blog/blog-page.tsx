import { Empty, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { ARTICLE_CATEGORY_TABS, filterArticlesByTab, type ArticleTabKey } from '../data/articles';
import { PageHeader } from '../shared/page-header';
import { ArticleCard } from './article-card';
import './blog-page.css';

const TAB_PARAM = 'category';
/** Cards in the first row at desktop width, whose images are above the fold. */
const FIRST_ROW = 3;
const isTabKey = (value: string | null): value is ArticleTabKey =>
  ARTICLE_CATEGORY_TABS.some((tab) => tab.key === value);

/**
 * Community Blog (spec 2.5): category tabs filtering the article cards, View FAQ and a
 * Contact Us call to action. The open tab lives in the URL (?category=investment).
 */
export function BlogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const activeKey: ArticleTabKey = isTabKey(requested) ? requested : 'all';

  const onTabChange = (key: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (key === 'all') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="blog-page">
      <PageHeader
        title="Community Blog"
        subtitle="Market trends, investment insight and practical property management advice for owners in Kisii, across Kenya and abroad."
        actions={
          <ButtonLink size="large" to={PATHS.faq}>
            View FAQ
          </ButtonLink>
        }
      />
      <div className="page-container blog-page__content">
        <Tabs
          activeKey={activeKey}
          onChange={onTabChange}
          className="blog-page__tabs"
          items={ARTICLE_CATEGORY_TABS.map((tab) => {
            const articles = filterArticlesByTab(tab.key);
            return {
              key: tab.key,
              label: tab.label,
              children:
                articles.length === 0 ? (
                  <Empty description="No articles in this category yet." />
                ) : (
                  <ul className="blog-page__grid">
                    {articles.map((article, index) => (
                      <li key={article.id}>
                        <ArticleCard article={article} eagerImage={index < FIRST_ROW} />
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
          <ButtonLink type="primary" size="large" to={PATHS.contact} className="blog-cta__button">
            Contact Us
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
