import { useEffect, useState } from 'react';
import type { UgcMedia } from '../../schemas/commerce/ugc';
import { formatMoney } from '../../src/shared/i18n/money';
import { intlTagOf } from '../../src/shared/i18n/messages/language';
import { localeCodeOf } from '../../src/shared/i18n/sites';
import { loadUgcMessages } from '../../src/shared/i18n/messages/ugc/load';
import type { UgcMessages } from '../../src/shared/i18n/messages/ugc';
import { translator } from '../../src/shared/i18n/translator';
import { imageUrl } from '../../src/lib/media/image-url';
import type { DialogViewProps } from '../dialogs/dialog-view';
import type { ApiTarget } from '../shared/api-target';
import { ugcApi, type UgcApi } from './ugc-api';
import { UgcReportForm } from './UgcReportForm';
import { UgcShareForm } from './UgcShareForm';
import './ugc-review.css';

type Mode = 'photo' | 'report' | 'share';

export interface UgcReviewProps extends DialogViewProps {
  /** Tests pass their own calls and texts. */
  readonly api?: UgcApi;
  readonly messages?: UgcMessages;
}

/**
 * The "review user-generated content" dialog (spec §2), in the page's one dialog host (modal or side
 * panel, 250 ms, focus trapped, Escape closes, focus back on the photo): the photo large, its
 * caption, author and date, the tagged products with their price, previous/next through the
 * widget's photos (buttons, or the arrow keys anywhere in the dialog), reporting it, and sharing one's own photo.
 */
export default function UgcReviewDialog({ props, setTitle, api: givenApi, messages: givenMessages }: UgcReviewProps) {
  const target = props.target as ApiTarget;
  const media = (Array.isArray(props.media) ? props.media : []) as UgcMedia[];
  const [index, setIndex] = useState(typeof props.index === 'number' ? props.index : 0);
  const [mode, setMode] = useState<Mode>('photo');
  const [messages, setMessages] = useState<UgcMessages | undefined>(givenMessages);
  const [api] = useState(() => givenApi ?? ugcApi(target));
  const locale = localeCodeOf(target.locale);
  const language = intlTagOf(locale);
  const photo = media[index];

  useEffect(() => {
    if (!messages) void loadUgcMessages(locale).then(setMessages);
  }, [locale]);
  useEffect(() => {
    if (messages && photo) setTitle(translator(messages, language)('photoBy', { name: photo.user.screenName }));
  }, [messages, photo?.id]);

  // Arrow keys anywhere in the dialog (focus starts on its close button, outside this body).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (mode !== 'photo' || (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))) return;
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(media.length - 1, current + 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode, media.length]);

  if (!messages || !photo) return null;
  const t = translator(messages, language);
  const posted = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(photo.createdAt));
  const go = (step: number) => {
    const next = index + step;
    if (next < 0 || next >= media.length) return;
    setIndex(next);
    setMode('photo');
  };

  return (
    <div className="ugc-review" data-testid="ugc-review">
      <figure className="ugc-review__figure">
        <img
          key={photo.id}
          src={imageUrl(photo.images.original, { width: 640, height: 640, fit: 'contain' })}
          alt={photo.caption} width={640} height={640} decoding="async"
          // The widget's tile of this photo (already in the cache) shows while the large one loads.
          style={{ backgroundImage: `url("${imageUrl(photo.images.original, { width: 320, height: 320 })}")` }}
        />
        <figcaption>
          {photo.caption ? <p className="ugc-review__caption">{photo.caption}</p> : null}
          <p className="ugc-review__meta">{t('photoBy', { name: photo.user.screenName })} · <time dateTime={photo.createdAt}>{t('postedOn', { date: posted })}</time></p>
        </figcaption>
      </figure>
      <nav className="ugc-review__nav" aria-label={t('position', { index: index + 1, total: media.length })}>
        <button type="button" onClick={() => go(-1)} disabled={index === 0}>{t('previous')}</button>
        <span aria-live="polite">{t('position', { index: index + 1, total: media.length })}</span>
        <button type="button" onClick={() => go(1)} disabled={index === media.length - 1}>{t('next')}</button>
      </nav>
      {photo.products.length > 0 ? (
        <section className="ugc-review__products" aria-labelledby="ugc-review-products">
          <h3 id="ugc-review-products">{t('inThisPhoto')}</h3>
          <ul>
            {photo.products.map((product) => (
              <li key={product.id}>
                <a href={product.url} data-interaction-origin="ugc" data-product-id={product.id}>
                  <img src={imageUrl(product.image, { width: 64, height: 64 })} alt="" width={64} height={64} />
                  <span>{product.name}</span>
                  {product.price ? <span className="ugc-review__price">{formatMoney(product.price.current, product.price.currency, locale)}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mode === 'report' ? (
        <UgcReportForm key={photo.id} mediaId={photo.id} t={t} api={api} onDone={() => setMode('photo')} />
      ) : mode === 'share' ? (
        <UgcShareForm t={t} api={api} products={media.flatMap((item) => item.products)} productId={typeof props.productId === 'string' ? props.productId : undefined} onDone={() => setMode('photo')} />
      ) : (
        <div className="ugc-review__actions">
          <button type="button" onClick={() => setMode('report')}>{t('report')}</button>
          <button type="button" className="ugc-review__share" onClick={() => setMode('share')}>{t('share')}</button>
        </div>
      )}
    </div>
  );
}
