import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Favorites } from '../../schemas/commerce/wishlists';
import { isEmployeeConnected, readTokens } from '../../src/lib/session/tokens';
import { errorText, translator } from '../../src/shared/i18n/translator';
import { intlTagOf } from '../../src/shared/i18n/messages/language';
import { $favorites, isFavorite, PENDING_ITEM, toggleFavorite } from '../../src/stores/favorites';
import { FavoriteRow, type FavoriteEntry } from './FavoriteRow';
import type { FavoritesPageProps } from './favorites-page-props';
import { ShareFavorites } from './ShareFavorites';
import './favorites-page.css';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'disabled' }
  | { readonly kind: 'ready'; readonly items: readonly FavoriteEntry[] };

/** The favorites calls: always through import() (the hearts load the same module on demand). */
const favoritesApi = () => import('./favorites-api');

/**
 * /{locale}/favorites (spec §2, §3 Favorites): the session's list, read with its cookie (a guest
 * session is made first when there is none). Each entry links to its product, says whether it can
 * be bought, and can be removed (optimistic, like the hearts, whose store it shares, so a heart
 * pressed in another tab shows here) or moved to the cart through quick shop, where a size is
 * chosen. The list can be shared as a read-only link. An employee-connected session (§6) has
 * favorites off: it sees why instead of a list.
 */
export default function FavoritesPage(props: FavoritesPageProps) {
  const { target, texts, pageSize, links } = props;
  const t = useMemo(() => translator(texts, intlTagOf(target.locale)), [texts, target.locale]);
  const known = useStore($favorites);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [shown, setShown] = useState(pageSize);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [registered, setRegistered] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (quiet = false) => {
    const marker = readTokens();
    setRegistered(marker?.kind === 'registered');
    if (isEmployeeConnected(marker)) {
      setState({ kind: 'disabled' });
      return;
    }
    if (!quiet) setState({ kind: 'loading' });
    try {
      const list: Favorites = await (await favoritesApi()).readAllFavorites(target);
      setState({ kind: 'ready', items: list.items });
    } catch {
      if (!quiet) setState({ kind: 'failed' });
    }
  }, [target]);

  useEffect(() => {
    void load();
  }, [load]);

  // A product added in another tab (or on another page of this one) is read in.
  const items = state.kind === 'ready' ? state.items : [];
  const listed = new Set(items.map((item) => item.productId));
  const missing = state.kind === 'ready' && Object.entries(known.items).some(([productId, itemId]) => itemId !== PENDING_ITEM && !listed.has(productId));
  useEffect(() => {
    if (missing) void load(true);
  }, [missing, load]);

  // What another tab (or this page) removed leaves the list at once.
  const visible = items.filter((item) => isFavorite(known, item.productId));

  const remove = useCallback(async (item: FavoriteEntry) => {
    setAlert('');
    // The entry leaves the list at once (its button with it): focus goes to the list's heading.
    const pending = toggleFavorite(target, item.productId);
    requestAnimationFrame(() => heading.current?.focus());
    const result = await pending;
    if (result.ok) setStatus(t('removed', { name: item.name }));
    else setAlert(errorText(t, result));
  }, [target, t, texts]);

  const moveToCart = useCallback(async (item: FavoriteEntry, opener: HTMLElement) => {
    try {
      const { openQuickShop } = await import('../quickshop/open-quick-shop');
      await openQuickShop({ productId: item.productId, productHref: item.pdpUrl, apiBasePath: target.apiBasePath, siteId: target.siteId, locale: target.locale, opener });
    } catch {
      // Without the panel's code the product page is where a size is chosen.
      window.location.assign(item.pdpUrl);
    }
  }, [target]);

  if (state.kind === 'loading') return <p className="favorites-page__note" role="status">{texts.loading}</p>;
  if (state.kind === 'failed') {
    return (
      <div className="favorites-page__empty" role="alert">
        <p>{texts.loadFailed}</p>
        <button type="button" className="favorites-page__button" onClick={() => void load()}>{texts.retry}</button>
      </div>
    );
  }
  if (state.kind === 'disabled') {
    return (
      <section className="favorites-page__empty" data-testid="favorites-disabled" aria-labelledby="favorites-disabled-title">
        <h2 id="favorites-disabled-title">{texts.disabledTitle}</h2>
        <p>{texts.disabledText}</p>
      </section>
    );
  }

  return (
    <div className="favorites-page" data-testid="favorites-page">
      <p className="favorites-page__status" role="status">{status}</p>
      {alert && <p className="favorites-page__alert" role="alert">{alert}</p>}
      {visible.length === 0 ? (
        <section className="favorites-page__empty" data-testid="favorites-empty" aria-labelledby="favorites-empty-title">
          <h2 id="favorites-empty-title" ref={heading} tabIndex={-1}>{texts.emptyTitle}</h2>
          <p>{texts.emptyText}</p>
          <a className="favorites-page__button" href={links.shop}>{texts.continueShopping}</a>
        </section>
      ) : (
        <>
          <div className="favorites-page__bar">
            <h2 ref={heading} tabIndex={-1} className="favorites-page__count">{t('itemCount', { count: visible.length })}</h2>
            <ShareFavorites target={target} texts={texts} language={props.language} />
          </div>
          <ul className="favorites-page__list" data-testid="favorites-list">
            {visible.slice(0, shown).map((item) => (
              <FavoriteRow key={item.productId} item={item} texts={texts} onRemove={remove} onMoveToCart={moveToCart} />
            ))}
          </ul>
          {visible.length > shown && (
            <button type="button" className="favorites-page__button" onClick={() => setShown((count) => count + pageSize)}>{texts.showMore}</button>
          )}
        </>
      )}
      {!registered && (
        <p className="favorites-page__note">
          {texts.signInHint} <a href={links.signIn}>{texts.signIn}</a>
        </p>
      )}
    </div>
  );
}
