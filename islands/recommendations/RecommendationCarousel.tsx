import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Recommendation, RecommendationType } from '../../schemas/commerce/recommendations';
import { impressionObserver } from '../../src/lib/analytics/list-impressions';
import { impressionData, listItemOf } from '../../src/lib/analytics/tracking-builders';
import { trackProductClicks, type InteractionOrigin } from '../../src/lib/analytics/interaction-origin';
import { RECOMMENDATION_MAX_IMPRESSIONS, RECOMMENDATION_SLIDES_PER_SCROLL } from '../../schemas/constants';
import type { LocaleCode, Region } from '../../src/shared/i18n/sites';
import type { CarouselLabels } from '../content/CollectionCarousel';
import type CollectionCarouselType from '../content/CollectionCarousel';
import type { ApiTarget } from '../shared/api-target';
import { mayPersonalise, recentlyViewed } from './recently-viewed';
import RecommendationTile from './RecommendationTile';
// The collection carousel's styles come with this island, not with the lazily loaded carousel:
// its chunk then has no stylesheet of its own to preload when the shopper reaches for it.
import '../content/collection-carousel.css';
import './recommendations.css';

export interface RecommendationCarouselTexts extends CarouselLabels {
  readonly rated: string;
  readonly currentPrice: string;
  readonly originalPrice: string;
}

export interface RecommendationCarouselProps {
  readonly widgetId: string;
  readonly title: string;
  readonly type: RecommendationType;
  /** The product of the page: source of related/also-bought, left out of recently viewed. */
  readonly productId?: string | undefined;
  /** Fetched on the server (everything but recently viewed, which only the browser knows). */
  readonly items: readonly Recommendation[];
  readonly limit: number;
  readonly locale: LocaleCode;
  readonly region: Region;
  readonly preview: boolean;
  readonly target: ApiTarget;
  /** The carried query (siteId, preview, ...) that product links keep, without '?'. */
  readonly carriedQuery: string;
  readonly texts: RecommendationCarouselTexts;
  readonly origin?: InteractionOrigin;
}

/** Spec §9: 6 slides per scroll on large viewports, 3 on small. */
export const RECOMMENDATION_SCROLL = {
  slidesToScroll: RECOMMENDATION_SLIDES_PER_SCROLL.small,
  breakpoints: { '(min-width: 64rem)': { slidesToScroll: RECOMMENDATION_SLIDES_PER_SCROLL.large } },
};
const TILE_SIZES = '(min-width: 64rem) 12rem, 31vw';
/** embla (about 9 KB gzip) loads when the shopper reaches for the carousel; until then the track scrolls natively. */
const ENHANCE_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

/** The carousel frame before embla arrives: CollectionCarousel's markup around the track, scroll-snapping. */
function PlainCarousel({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport">{children}</div>
    </div>
  );
}

/**
 * A recommendation carousel (spec §2 block): slides rendered on the server, the island hydrated
 * within 200 px of the viewport to report impressions as slides come into view (view_item_list
 * with recToken, each once, at most 24), load recently viewed products and record click origins; the collection carousel
 * (embla, 6 slides per scroll large, 3 small) takes over on the shopper's first interaction.
 */
export default function RecommendationCarousel(props: RecommendationCarouselProps) {
  const { widgetId, title, type, productId, limit, locale, region, preview, target, carriedQuery, texts, origin = 'recommendation-carousel' } = props;
  const [items, setItems] = useState<readonly Recommendation[] | null>(type === 'recently-viewed' && props.items.length === 0 ? null : props.items);
  const [Enhanced, setEnhanced] = useState<typeof CollectionCarouselType | null>(null);
  const root = useRef<HTMLElement>(null);
  const impressions = useMemo(() => impressionObserver(RECOMMENDATION_MAX_IMPRESSIONS), [widgetId]);

  useEffect(() => trackProductClicks(), []);

  // Recently viewed: only the browser knows the list, and only with consent to personalise.
  useEffect(() => {
    if (items !== null) return;
    const ids = mayPersonalise(region, preview) ? recentlyViewed().filter((id) => id !== productId) : [];
    if (ids.length === 0) {
      setItems([]);
      return;
    }
    let current = true;
    import('../shared/product-api')
      .then(({ recommendationsFor }) => recommendationsFor(target, { type, productIds: ids, limit }))
      .then((result) => current && setItems(result.recommendations), () => current && setItems([]));
    return () => {
      current = false;
    };
  }, [items, type, productId, region, preview, target, limit]);

  // First pointer, focus or touch inside: load embla and hand the track to the collection carousel.
  useEffect(() => {
    const element = root.current;
    if (!element || Enhanced || !items || items.length === 0) return;
    let started = false;
    const enhance = () => {
      if (started) return;
      started = true;
      void import('../content/lazy-collection-carousel').then((module) => setEnhanced(() => module.default));
    };
    ENHANCE_EVENTS.forEach((name) => element.addEventListener(name, enhance, { passive: true }));
    return () => ENHANCE_EVENTS.forEach((name) => element.removeEventListener(name, enhance));
  }, [Enhanced, items]);

  useEffect(() => () => impressions.disconnect(), [impressions]);

  /** Each slide reports its impression once it is half in view (slides re-mounted by embla are observed again, and not reported twice). */
  const observeSlide = useCallback((slide: HTMLElement | null) => {
    if (slide) impressions.observe(slide);
  }, [impressions]);

  if (items !== null && items.length === 0) return null;
  const track = items && (
    <ul className="carousel__track">
      {items.map((item, index) => (
        <li
          key={item.recToken}
          ref={observeSlide}
          className="carousel__slide"
          data-product-id={item.productId}
          data-item={impressionData(listItemOf(origin, item.price.currency, {
            productId: item.productId, name: item.title, price: item.price.current, original: item.price.original,
            position: index + 1, recToken: item.recToken, recommendationId: item.recommendationId,
          }))}
        >
          <RecommendationTile
            item={item}
            position={index + 1}
            locale={locale}
            href={withQuery(item.url, carriedQuery)}
            origin={origin}
            ratedLabel={texts.rated}
            currentPriceLabel={texts.currentPrice}
            originalPriceLabel={texts.originalPrice}
            sizes={TILE_SIZES}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      ref={root}
      className="recommendations"
      data-widget-id={widgetId}
      data-item-list={items?.[0] && impressionData({ item_list_id: widgetId, item_list_name: origin, currency: items[0].price.currency })}
      data-recommendation-type={type}
      data-enhanced={Enhanced ? 'true' : undefined}
      aria-busy={items === null}
      data-testid="recommendation-carousel"
    >
      <h2 className="recommendations__title">{title}</h2>
      {!track ? (
        <ul className="recommendations__skeleton" aria-hidden="true">
          {Array.from({ length: RECOMMENDATION_SLIDES_PER_SCROLL.small }, (_, index) => <li key={index}><span /></li>)}
        </ul>
      ) : Enhanced ? (
        <Enhanced slideCount={items.length} showIndicators={false} labels={{ ...texts, region: title }} scroll={RECOMMENDATION_SCROLL}>
          {track}
        </Enhanced>
      ) : (
        <PlainCarousel label={title}>{track}</PlainCarousel>
      )}
    </section>
  );
}
