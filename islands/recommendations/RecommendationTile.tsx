import type { Recommendation } from '../../schemas/commerce/recommendations';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { colon } from '../../src/shared/i18n/typography';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import { responsiveImage } from '../../src/lib/media/image-url';
import { describePrice } from '../../src/lib/pricing/price-view';
import { formatNumber, formatRating } from '../../src/shared/i18n/numbers';
import type { InteractionOrigin } from '../../src/lib/analytics/interaction-origin';

interface Props {
  readonly item: Recommendation;
  readonly position: number;
  readonly locale: LocaleCode;
  readonly href: string;
  readonly origin: InteractionOrigin;
  /** "Rated {score} out of 5". */
  readonly ratedLabel: string;
  readonly currentPriceLabel: string;
  readonly originalPriceLabel: string;
  readonly sizes: string;
}

/** A recommended product: picture, name, rating and price; the link records its origin on click. */
export default function RecommendationTile({ item, position, locale, href, origin, ratedLabel, currentPriceLabel, originalPriceLabel, sizes }: Props) {
  const picture = responsiveImage(item.image, { widths: [160, 240, 320], sizes });
  const price = describePrice(item.price, locale, { range: true });
  return (
    <article className="rec-tile">
      <a
        className="rec-tile__link"
        href={href}
        data-interaction-origin={origin}
        data-product-id={item.productId}
        data-position={position}
        data-rec-token={item.recToken}
        data-recommendation-id={item.recommendationId}
      >
        <span className="rec-tile__media">
          <img src={picture.src} srcSet={picture.srcset} sizes={picture.sizes} alt="" width={320} height={320} loading="lazy" decoding="async" />
        </span>
        <span className="rec-tile__name">{item.title}</span>
      </a>
      {item.reviews_count > 0 && (
        <p className="rec-tile__rating">
          <span aria-hidden="true">★ {formatRating(item.review_average, locale)} ({formatNumber(item.reviews_count, locale)})</span>
          <span className="visually-hidden">{fillPlaceholders(ratedLabel, { score: formatRating(item.review_average, locale) })}</span>
        </p>
      )}
      <p className="rec-tile__price">
        {price.original ? (
          <>
            <span className="rec-tile__sale"><span className="visually-hidden">{currentPriceLabel}{colon(locale)} </span>{price.current}</span>{' '}
            <s><span className="visually-hidden">{originalPriceLabel}{colon(locale)} </span>{price.original}</s>
          </>
        ) : (
          price.current
        )}
      </p>
    </article>
  );
}
