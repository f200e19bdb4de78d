import {
  ArrowLeftOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  ShareAltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Breadcrumb, Button, Tag } from 'antd';
import { useMemo, type MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { usePageMeta } from '../../../components/use-page-meta';
import { MORE_ARTICLES_LIMIT, RELATED_ARTICLES_LIMIT } from '../../../config/constants';
import { IMAGE_SIZES } from '../../../config/content';
import type { Article } from '../../../types/content';
import { findArticle, moreArticles, relatedArticles } from '../data/articles';
import { ArticleCard } from './article-card';
import { sanitizeHtml } from './sanitize-html';
import './article-page.css';

export const ARTICLE_NOT_FOUND = 'Article not found';
export const LINK_COPIED = 'Link copied';

/** Share (DECISIONS): the Web Share API where the browser has it, else copy the link. */
function useShareArticle(article: Article | undefined) {
  const { message } = App.useApp();
  return async () => {
    if (!article) return;
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.description, url });
      } catch (error) {
        // The visitor closing the share sheet is not an error.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          void message.error('Sharing is not available here. Copy the link from the address bar.');
        }
      }
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      void message.success(LINK_COPIED);
    } catch {
      void message.error('Could not copy the link. Copy it from the address bar instead.');
    }
  };
}

/** Article page /article/{id} (spec 2.5): the sanitised body, related and more articles. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = findArticle(id);
  usePageMeta(article?.title ?? ARTICLE_NOT_FOUND, article?.description);
  const html = useMemo(() => (article ? sanitizeHtml(article.content) : ''), [article]);
  const share = useShareArticle(article);
  const navigate = useNavigate();

  if (!article) {
    return (
      <div className="page-container article-missing">
        <h1>{ARTICLE_NOT_FOUND}</h1>
        <p>The article you are looking for does not exist or has been moved.</p>
        <ButtonLink type="primary" to={PATHS.communityBlog} icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Articles
        </ButtonLink>
      </div>
    );
  }

  const related = relatedArticles(article, undefined, RELATED_ARTICLES_LIMIT);
  const more = moreArticles(article, undefined, MORE_ARTICLES_LIMIT);

  /** Links inside the body to pages of the site navigate in the app, without a page load. */
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div className="article-page">
      <div className="page-container">
        <Breadcrumb
          className="article-page__breadcrumb"
          items={[
            { title: <Link to={PATHS.home}>Home</Link> },
            { title: <Link to={PATHS.communityBlog}>Community Blog</Link> },
            { title: <span aria-current="page">{article.title}</span> },
          ]}
        />
        <Link to={PATHS.communityBlog} className="article-page__back">
          <ArrowLeftOutlined aria-hidden /> Back to Articles
        </Link>

        <div className="article-page__layout">
          <article className="article-page__main" aria-labelledby="article-title">
            <Tag color="blue" className="article-page__tag">
              {article.category}
            </Tag>
            <h1 id="article-title" className="article-page__title">
              {article.title}
            </h1>
            <div className="article-page__meta">
              <span>
                <UserOutlined aria-hidden /> {article.author}
              </span>
              <span>
                <CalendarOutlined aria-hidden /> {article.date}
              </span>
              <span>
                <ClockCircleOutlined aria-hidden /> {article.readTime}
              </span>
              <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
                Share
              </Button>
            </div>
            <img
              className="article-page__image"
              src={article.image}
              alt=""
              width={IMAGE_SIZES.article.width}
              height={IMAGE_SIZES.article.height}
              fetchPriority="high"
              decoding="async"
            />
            {/* Sanitised with DOMPurify (sanitize-html.ts) before it is rendered. */}
            <div className="article-body" onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: html }} />
          </article>

          <aside className="article-page__sidebar" aria-label="Related and help">
            <section className="article-side-box" aria-labelledby="related-title">
              <h2 id="related-title">Related Articles</h2>
              {related.length === 0 ? (
                <p className="article-side-box__empty">No related articles found.</p>
              ) : (
                <ul className="article-related">
                  {related.map((other) => (
                    <li key={other.id}>
                      <Link to={PATHS.article(other.id)}>{other.title}</Link>
                      <span className="article-related__meta">
                        {other.date} · {other.readTime}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="article-side-box article-help" aria-labelledby="help-title">
              <h2 id="help-title">
                <CustomerServiceOutlined aria-hidden /> Need Help?
              </h2>
              <p>
                Questions about your property, tenants or MRI tax? Our team in Kisii is ready to help,
                wherever you are.
              </p>
              <ButtonLink type="primary" to={PATHS.contact}>
                Contact Us
              </ButtonLink>
            </section>
          </aside>
        </div>

        <section className="article-more" aria-labelledby="more-title">
          <h2 id="more-title">More Articles</h2>
          <ul className="article-more__grid">
            {more.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
