import { useId, useState } from 'react';
import type { FavoritesMessages } from '../../src/shared/i18n/messages/favorites';
import type { MessageLanguage } from '../../src/shared/i18n/messages';
import { sharedFavoritesPath } from '../../src/shared/routing/routes';
import type { FavoritesPageProps } from './favorites-page-props';

type Share =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly url: string; readonly copied: boolean };

interface ShareFavoritesProps {
  readonly target: FavoritesPageProps['target'];
  readonly texts: FavoritesMessages;
  readonly language: MessageLanguage;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // No clipboard (permissions, insecure context): the link is shown to copy by hand.
  }
}

/**
 * "Share my favorites": asks the API for the read-only link, copies it and says so (or, when the
 * clipboard is refused, says it is ready to copy); the link stays on screen to copy or open.
 */
export function ShareFavorites({ target, texts }: ShareFavoritesProps) {
  const [share, setShare] = useState<Share>({ kind: 'idle' });
  const inputId = useId();

  async function createLink() {
    setShare({ kind: 'busy' });
    try {
      const { shareList } = await import('./favorites-api');
      const { favoriteId, shareId } = await shareList(target);
      const url = new URL(sharedFavoritesPath(target.locale, favoriteId, shareId), window.location.origin).href;
      setShare({ kind: 'ready', url, copied: await copy(url) });
    } catch {
      setShare({ kind: 'failed' });
    }
  }

  return (
    <div className="favorites-page__share">
      <button type="button" className="favorites-page__button" onClick={() => void createLink()} disabled={share.kind === 'busy'}>
        {share.kind === 'busy' ? texts.sharing : texts.share}
      </button>
      <p className="favorites-page__share-status" role="status">
        {share.kind === 'ready' ? (share.copied ? texts.shareCopied : texts.shareReady) : ''}
      </p>
      {share.kind === 'failed' && <p className="favorites-page__alert" role="alert">{texts.shareFailed}</p>}
      {share.kind === 'ready' && (
        <div className="favorites-page__share-link">
          <label htmlFor={inputId}>{texts.shareLinkLabel}</label>
          <input id={inputId} type="url" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
          <a href={share.url}>{texts.openSharedList}</a>
        </div>
      )}
    </div>
  );
}
