import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { buttonClass, CtaLink } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { MORE_ARTICLES_LIMIT, RELATED_ARTICLES_LIMIT } from '../../../config/constants';
import { articleImageSrcSet, IMAGE_SIZES } from '../../../config/content';
import { formatDate } from '../../../lib/format';
import type { Article } from '../../../types/content';
import { findArticle, moreArticles, relatedArticles } from '../data/articles';
import { ArticleCard } from './article-card';
import { sanitizeHtml } from './sanitize-html';
import './article-page.css';

export const ARTICLE_NOT_FOUND = 'Article not found';
export const LINK_COPIED = 'Link copied';

export const SHARE_FAILED = 'Sharing is not available here. Copy the link from the address bar.';
export const COPY_FAILED = 'Could not copy the link. Copy it from the address bar instead.';

/**
 * Share (product rules, 'Public site'): the Web Share API where the browser has it, else copy the link.
 * The outcome is announced in a live region beside the button.
 */
function useShareArticle(article: Article) {
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const share = async () => {
    setStatus(null);
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.description, url });
      } catch (error) {
        // The visitor closing the share sheet is not an error.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          setStatus({ text: SHARE_FAILED, ok: false });
        }
      }
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setStatus({ text: LINK_COPIED, ok: true });
    } catch {
      setStatus({ text: COPY_FAILED, ok: false });
    }
  };
  return { share, status };
}

/**
 * Article page /article/{id} (product rules, 'Public site'): the sanitised body, related and
 * more articles.
 */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = findArticle(id);

  if (!article) {
    return (
      <div className="page-container article-missing">
        <PageMeta title={ARTICLE_NOT_FOUND} noIndex />
        <h1>{ARTICLE_NOT_FOUND}</h1>
        <p>The article you are looking for does not exist or has been moved.</p>
        <CtaLink variant="primary" to={PATHS.communityBlog} icon={<Icon def={ArrowLeftOutlined} />}>
          Back to Articles
        </CtaLink>
      </div>
    );
  }
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: Article }) {
  const html = useMemo(() => sanitizeHtml(article.content), [article]);
  const { share, status } = useShareArticle(article);
  const navigate = useNavigate();

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
      <PageMeta title={article.title} description={article.description} image={article.image} />
      <div className="page-container">
        <nav aria-label="Breadcrumb" className="article-page__breadcrumb">
          <ol>
            <li>
              <Link to={PATHS.home}>Home</Link>
            </li>
            <li>
              <Link to={PATHS.communityBlog}>Community Blog</Link>
            </li>
            <li>
              <span aria-current="page">{article.title}</span>
            </li>
          </ol>
        </nav>
        <Link to={PATHS.communityBlog} className="article-page__back">
          <Icon def={ArrowLeftOutlined} /> Back to Articles
        </Link>

        <div className="article-page__layout">
          <article className="article-page__main" aria-labelledby="article-title">
            <span className="chip article-page__tag">{article.category}</span>
            <h1 id="article-title" className="article-page__title">
              {article.title}
            </h1>
            <div className="article-page__meta">
              <span>
                <Icon def={UserOutlined} /> {article.author}
              </span>
              <span>
                <Icon def={CalendarOutlined} />{' '}
                <time dateTime={article.date}>{formatDate(article.date)}</time>
              </span>
              <span>
                <Icon def={ClockCircleOutlined} /> {article.readTime}
              </span>
              <button type="button" className={buttonClass()} onClick={() => void share()}>
                <Icon def={ShareAltOutlined} /> Share
              </button>
              <span
                role="status"
                className={`article-page__share-status${status?.ok === false ? ' is-error' : ''}`}
              >
                {status?.text}
              </span>
            </div>
            <img
              className="article-page__image"
              src={article.image}
              srcSet={articleImageSrcSet(article.image)}
              sizes="(max-width: 900px) 100vw, 800px"
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
                        <time dateTime={other.date}>{formatDate(other.date)}</time> · {other.readTime}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="article-side-box article-help" aria-labelledby="help-title">
              <h2 id="help-title">
                <Icon def={CustomerServiceOutlined} /> Need Help?
              </h2>
              <p>
                Questions about your property, tenants or MRI tax? Our team in Kisii is ready to help,
                wherever you are.
              </p>
              <CtaLink variant="primary" to={PATHS.contact}>
                Contact Us
              </CtaLink>
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
