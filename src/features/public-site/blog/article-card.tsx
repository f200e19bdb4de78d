import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icon';
import { articleImageSrcSet, IMAGE_SIZES } from '../../../config/content';
import { formatDate } from '../../../lib/format';
import type { Article } from '../../../types/content';
import { LazyImage } from '../shared/lazy-image';
import '../shared/media-card.css';
import './article-card.css';

/** A blog article card (blog list, More Articles). The title link covers the whole card. */
export function ArticleCard({
  article,
  headingLevel = 2,
  eagerImage = false,
}: {
  article: Article;
  headingLevel?: 2 | 3;
  /** The card is in the first screenful: its image loads at once. */
  eagerImage?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card media-card">
      <LazyImage
        className="article-card__image media-card__image"
        src={article.image}
        srcSet={articleImageSrcSet(article.image)}
        sizes="(max-width: 640px) 100vw, 380px"
        alt=""
        size={IMAGE_SIZES.article}
        eager={eagerImage}
      />
      <div className="article-card__body">
        <span className="chip article-card__tag">{article.category}</span>
        <Heading className="article-card__title">
          <Link to={PATHS.article(article.id)} className="article-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__description">{article.description}</p>
        <p className="article-card__meta">
          <span>
            <Icon def={CalendarOutlined} /> <time dateTime={article.date}>{formatDate(article.date)}</time>
          </span>
          <span>
            <Icon def={ClockCircleOutlined} /> {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
