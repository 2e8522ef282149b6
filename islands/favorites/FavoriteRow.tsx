import { useRef, useState } from 'react';
import type { Favorites } from '../../schemas/commerce/wishlists';
import type { FavoritesMessages } from '../../src/shared/i18n/messages/favorites';
import { imageUrl } from '../../src/lib/media/image-url';

export type FavoriteEntry = Favorites['items'][number];

interface FavoriteRowProps {
  readonly item: FavoriteEntry;
  readonly texts: FavoritesMessages;
  readonly onRemove: (item: FavoriteEntry) => Promise<void>;
  readonly onMoveToCart: (item: FavoriteEntry, opener: HTMLElement) => Promise<void>;
}

const PICTURE_PX = 112;

/**
 * One favorite: picture, name linking to the product, whether it can be bought, and its actions
 * (their accessible names are the visible words, described by the product's name).
 */
export function FavoriteRow({ item, texts, onRemove, onMoveToCart }: FavoriteRowProps) {
  const [busy, setBusy] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const nameId = `favorite-${item.itemId}-name`;
  return (
    <li className="favorites-page__item" data-testid="favorite-item" data-product-id={item.productId}>
      <a href={item.pdpUrl} className="favorites-page__picture" tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(item.productImageURL, { width: PICTURE_PX, height: PICTURE_PX })} alt="" width={PICTURE_PX} height={PICTURE_PX} loading="lazy" decoding="async" />
      </a>
      <div className="favorites-page__details">
        <h3 className="favorites-page__name" id={nameId}><a href={item.pdpUrl}>{item.name}</a></h3>
        <p className={item.available ? 'favorites-page__stock' : 'favorites-page__stock favorites-page__stock--out'}>
          {item.available ? texts.available : texts.unavailable}
        </p>
      </div>
      <div className="favorites-page__actions">
        {item.available && (
          <button
            type="button"
            ref={moveButton}
            className="favorites-page__button favorites-page__button--primary"
            aria-describedby={nameId}
            onClick={() => void onMoveToCart(item, moveButton.current!)}
          >{texts.moveToCart}</button>
        )}
        <button
          type="button"
          className="favorites-page__link-button"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onRemove(item).finally(() => setBusy(false));
          }}
        >{busy ? texts.removing : texts.remove}</button>
      </div>
    </li>
  );
}
