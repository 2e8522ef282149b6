import { useId, useState, type FormEvent } from 'react';
import { UGC_CAPTION_MAX, UGC_SCREEN_NAME_MAX } from '../../schemas/commerce/ugc-limits';
import type { UgcProduct } from '../../schemas/commerce/ugc';
import { apiFailureOf } from '../../src/lib/api/api-error';
import { readStoredSession } from '../../src/stores/session-state';
import { errorText, type Translator } from '../../src/shared/i18n/translator';
import type { UgcKey } from '../../src/shared/i18n/messages/ugc';
import type { UgcApi } from './ugc-api';
import { photoForUpload } from './ugc-photo-file';

interface Props {
  readonly t: Translator<UgcKey>;
  readonly api: UgcApi;
  /** The products of the widget's photos: what a shared photo may show. */
  readonly products: readonly UgcProduct[];
  /** The product page's product, chosen by default. */
  readonly productId?: string | undefined;
  readonly onDone: () => void;
}

/** "Share your photo" for a signed-in shopper: name shown, file, caption, product; kept for review. */
export function UgcShareForm({ t, api, products, productId, onDone }: Props) {
  const id = useId();
  const session = readStoredSession();
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const choices = [...new Map(products.map((product) => [product.id, product])).values()];
  if (session.status !== 'registered') {
    return (
      <div className="ugc-review__form">
        <p>{t('signInToShare')}</p>
        <button type="button" onClick={onDone}>{t('cancel')}</button>
      </div>
    );
  }
  if (state.status === 'sent') return <p className="ugc-review__notice" role="status">{t('thanks')}</p>;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = (event.currentTarget.elements.namedItem('photo') as HTMLInputElement | null)?.files?.[0];
    if (!file || file.size === 0) return;
    setState({ status: 'sending' });
    try {
      const chosen = String(form.get('product') ?? '');
      await api.share({ screenName: String(form.get('screenName') ?? '').trim(), caption: String(form.get('caption') ?? '').trim(), image: await photoForUpload(file), productId: chosen || undefined });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', message: errorText(t, apiFailureOf(error)) });
    }
  };
  return (
    <form className="ugc-review__form" onSubmit={submit}>
      <p>{t('shareIntro')}</p>
      <label htmlFor={`${id}-name`}>{t('screenName')}</label>
      <input id={`${id}-name`} name="screenName" required minLength={2} maxLength={UGC_SCREEN_NAME_MAX} defaultValue={session.firstName ?? ''} autoComplete="nickname" />
      <label htmlFor={`${id}-file`}>{t('file')}</label>
      <input id={`${id}-file`} name="photo" type="file" required accept="image/jpeg,image/png,image/webp" />
      <label htmlFor={`${id}-caption`}>{t('caption')}</label>
      <textarea id={`${id}-caption`} name="caption" maxLength={UGC_CAPTION_MAX} rows={3} />
      <label htmlFor={`${id}-product`}>{t('product')}</label>
      <select id={`${id}-product`} name="product" defaultValue={productId && choices.some((p) => p.id === productId) ? productId : ''}>
        <option value="">{t('noProduct')}</option>
        {choices.map((product) => <option key={product.id} value={product.id}>{product.name}</option>)}
      </select>
      {state.status === 'failed' ? <p className="ugc-review__error" role="alert">{state.message}</p> : null}
      <div className="ugc-review__actions">
        <button type="submit" disabled={state.status === 'sending'}>{state.status === 'sending' ? t('sending') : t('send')}</button>
        <button type="button" onClick={onDone}>{t('cancel')}</button>
      </div>
    </form>
  );
}
