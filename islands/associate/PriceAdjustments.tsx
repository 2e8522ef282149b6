import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Cart } from '../../schemas/commerce/cart';
import { readAssociate } from '../../src/lib/session/associate-storage';
import type { AssociateMessages } from '../../src/shared/i18n/messages/associate/en';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import { errorText, translator } from '../../src/shared/i18n/translator';
import type { ApiTarget } from '../shared/api-target';
import './associate.css';

export interface PriceAdjustmentsProps {
  readonly cart: Cart;
  readonly target: ApiTarget;
  /** The page locale: its texts (in its typography) and its numbers. */
  readonly locale: LocaleCode;
  readonly money: (minor: number) => string;
}

/**
 * The cart's price adjustments for an in-store associate (spec §6, §7): a percent off a line or
 * the whole order with a reason, at most the store's maximum (the API holds the limit: PAD422);
 * the adjustments made so far, each removable. Loaded (with its texts) only in associate mode.
 */
export default function PriceAdjustments({ cart, target, locale, money }: PriceAdjustmentsProps) {
  const [texts, setTexts] = useState<AssociateMessages | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const associate = useMemo(() => readAssociate(), []);
  useEffect(() => {
    // Named only by import(): the bar loads the same module (one module, one way).
    void import('../../src/shared/i18n/messages/associate/load').then(({ loadAssociateMessages }) => loadAssociateMessages(locale)).then(setTexts);
  }, [locale]);
  if (!texts || !associate) return null;
  const t = translator(texts, LOCALES[locale].tag);
  const lines = cart.items.filter((item) => !item.bonus);
  const targetName = (itemId: string | null) => (itemId === null ? t('wholeOrder') : (cart.items.find((item) => item.id === itemId)?.name ?? ''));

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await work();
      setStatus(done);
    } catch (failure) {
      setError(errorText(t, failure as { errorId?: string; message?: string }));
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const itemId = String(form.get('itemId') ?? '');
    const percentOff = Number(String(form.get('percentOff') ?? '').replace(',', '.'));
    const reason = String(form.get('reason') ?? '').trim();
    const element = event.currentTarget;
    void run(async () => {
      await (await import('./associate-actions')).adjustPrice(target, { ...(itemId ? { itemId } : {}), percentOff, reason });
      element.reset();
    }, t('adjustApplied'));
  }

  return (
    <section className="price-adjustments" aria-labelledby="price-adjustments-heading" data-testid="price-adjustments">
      <h2 id="price-adjustments-heading">{t('adjustHeading')}</h2>
      <p>{t('adjustIntro', { max: new Intl.NumberFormat(LOCALES[locale].tag).format(associate.maxPriceAdjustmentPercent) })}</p>
      {cart.priceAdjustments.length > 0 && (
        <ul className="price-adjustments__list">
          {cart.priceAdjustments.map((adjustment) => (
            <li key={adjustment.adjustmentId}>
              <span>{t('adjustmentLine', { reason: adjustment.reason, target: targetName(adjustment.itemId), amount: money(adjustment.discount) })}</span>
              <button type="button" className="price-adjustments__remove" disabled={busy}
                onClick={() => void run(async () => (await import('./associate-actions')).removeAdjustment(target, adjustment.adjustmentId), '')}>
                {t('adjustRemove', { reason: adjustment.reason })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="associate-login__error" role="alert">{error}</p>}
      <p className="price-adjustments__status" role="status">{status}</p>
      <form className="associate-login__form" onSubmit={apply} aria-busy={busy}>
        <label htmlFor="adjust-target">{t('adjustTarget')}</label>
        <select id="adjust-target" name="itemId" defaultValue="">
          <option value="">{t('wholeOrder')}</option>
          {lines.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
        </select>
        <label htmlFor="adjust-percent">{t('adjustPercent')}</label>
        <input id="adjust-percent" name="percentOff" type="number" inputMode="decimal" min="0.01" max={associate.maxPriceAdjustmentPercent} step="0.01" required />
        <label htmlFor="adjust-reason">{t('adjustReason')}</label>
        <input id="adjust-reason" name="reason" required maxLength={200} />
        <button type="submit" className="associate-button" disabled={busy}>{t('adjustApply')}</button>
      </form>
    </section>
  );
}
