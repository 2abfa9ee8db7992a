import { safeHref } from '@storefront/platform';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { ResponsiveImage, useImpression, useTracking } from '@storefront/ui';
import { slideImageSizes } from '../carousel-scroll-counts';
import { articleTarget } from './magazine-tracking';
import { MAGAZINE_TEXTS } from './magazine-texts';
import type { MagazineArticleModel } from './magazine-teaser-model';
import { readingTimeText } from './reading-time';

/** Spec section 9: magazine thumbnails are 300x200. */
const THUMBNAIL = { width: 300, height: 200, widths: [300, 450, 600, 900] } as const;

export function MagazineArticleCard({ article, scrollCounts }: { article: MagazineArticleModel; scrollCounts: Readonly<Record<number, number>> }) {
  const target = articleTarget(article.ID);
  const impressionRef = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const tracking = useTracking();
  const href = safeHref(article.link);
  const readingTime = readingTimeText(article.reading_time);
  // The title names the link; the thumbnail only illustrates it.
  const picture = article.thumbnail ? (
    <ResponsiveImage
      className="hp-magazine-card__image"
      src={article.thumbnail}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      widths={THUMBNAIL.widths}
      sizes={slideImageSizes(scrollCounts)}
    />
  ) : null;
  const title = <h3 className="hp-magazine-card__title">{article.title}</h3>;
  return (
    <article className="hp-magazine-card" ref={impressionRef}>
      {href ? (
        <a className="hp-magazine-card__link" href={href} onClick={() => tracking.click(target)}>
          {picture}
          {title}
        </a>
      ) : (
        <div className="hp-magazine-card__link">
          {picture}
          {title}
        </div>
      )}
      {article.sponsor_name && <p className="hp-magazine-card__sponsor">{MAGAZINE_TEXTS.sponsoredBy(article.sponsor_name)}</p>}
      {article.excerpt && <p className="hp-magazine-card__excerpt">{article.excerpt}</p>}
      {readingTime && <p className="hp-magazine-card__reading-time">{readingTime}</p>}
    </article>
  );
}
