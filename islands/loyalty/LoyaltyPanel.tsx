import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LoyaltyEntry, LoyaltyResponse, LoyaltyVoucher } from '../../schemas/commerce/loyalty';
import { ApiRequestError, type ApiClient } from '../../src/lib/api/client';
import { buyLoyaltyVoucher, loyaltyVouchers } from '../../src/lib/api/loyalty';
import type { LoyaltyKey, LoyaltyMessages } from '../../src/shared/i18n/messages/loyalty';
import type { MessageParams } from '../../src/shared/i18n/placeholders';
import { errorText, translator } from '../../src/shared/i18n/translator';
import { formatMoney } from '../../src/shared/i18n/money';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import './loyalty-panel.css';
import { formatNumber } from '../../src/shared/i18n/numbers';

export interface LoyaltyPanelProps {
  readonly locale: LocaleCode;
  readonly texts: LoyaltyMessages;
  /** Days before an order's points can be spent (schemas/constants LOYALTY_RETURN_WINDOW_MS). */
  readonly returnWindowDays: number;
  /** Runs a call in the member's session (the island: withSession over the browser client). */
  readonly run: <T>(call: (api: ApiClient) => Promise<T>) => Promise<T>;
  /** The balance was read or changed (the header's points follow it). */
  readonly onBalance?: ((points: number) => void) | undefined;
  /** The API says this shopper has no points to show (a guest or a registered non-member): render nothing. */
  readonly onNotMember?: (() => void) | undefined;
}

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'ready'; readonly data: LoyaltyResponse };

type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

const STATUS_KEYS: Record<LoyaltyVoucher['status'], LoyaltyKey> = {
  active: 'statusActive', redeemed: 'statusRedeemed', expired: 'statusExpired', cancelled: 'statusCancelled',
};
const STATE_KEYS: Record<LoyaltyEntry['state'], LoyaltyKey> = {
  pending: 'statePending', active: 'stateActive', expired: 'stateExpired', cancelled: 'stateCancelled',
};

function reasonOf(entry: LoyaltyEntry, t: (key: LoyaltyKey, params?: MessageParams) => string): string {
  const order = entry.orderNumber;
  switch (entry.kind) {
    case 'earn': return order ? t('reasonEarnOrder', { order }) : t('reasonEarn');
    case 'spend': return order ? t('reasonSpendOrder', { order }) : t('reasonSpend');
    case 'voucher': return t('reasonVoucher');
    case 'reverse': return order ? t('reasonReverseOrder', { order }) : t('reasonReverse');
    case 'expire': return t('reasonExpire');
  }
}

/**
 * The signed-in member's points on /loyalty (spec §3 Loyalty, §6 loyalty member): balance and
 * pending points, vouchers to buy with points (POST .../loyalty/vouchers), the member's vouchers and
 * the points history. Everything is read in the browser with the session: the page stays cacheable.
 */
export function LoyaltyPanel({ locale, texts, returnWindowDays, run, onBalance, onNotMember }: LoyaltyPanelProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const focusOutcome = useRef(false);
  const id = useId();
  const tag = LOCALES[locale].tag;
  const t = useMemo(() => translator(texts), [texts]);
  const number = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const date = useCallback((iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso)), [tag]);

  const load = useCallback(async (): Promise<LoyaltyResponse | null> => {
    try {
      const data = await run((api) => loyaltyVouchers(api, true));
      setState({ kind: 'ready', data });
      onBalance?.(data.currentLoyaltyPoints);
      return data;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
        setState({ kind: 'hidden' });
        onNotMember?.();
      } else setState({ kind: 'failed' });
      return null;
    }
  }, [run, onBalance, onNotMember]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (outcome && focusOutcome.current) {
      focusOutcome.current = false;
      outcomeRef.current?.focus();
    }
  }, [outcome]);

  async function redeem(points: number) {
    if (busy !== null) return;
    setBusy(points);
    setOutcome(null);
    const key = crypto.randomUUID();
    try {
      const { voucher, currentLoyaltyPoints } = await run((api) => buyLoyaltyVoucher(api, points, key));
      onBalance?.(currentLoyaltyPoints);
      await load();
      focusOutcome.current = true;
      setOutcome({ kind: 'done', text: t('redeemDone', { amount: formatMoney(voucher.amountInCurrency, voucher.currency, locale), code: voucher.code }) });
    } catch (error) {
      focusOutcome.current = true;
      setOutcome({ kind: 'failed', text: errorText(t, error instanceof ApiRequestError ? error : null) });
      // The balance may have moved elsewhere (another tab, an order): show what is true now.
      if (error instanceof ApiRequestError && (error.errorId === 'REW409' || error.errorId === 'REW404')) await load();
    } finally {
      setBusy(null);
    }
  }

  if (state.kind === 'hidden') return null;
  const titleId = `${id}-title`;
  if (state.kind === 'loading') {
    return (
      <section className="loyalty-panel" aria-labelledby={titleId} aria-busy="true" data-testid="loyalty-panel-loading">
        <h2 id={titleId}>{t('panelTitle')}</h2>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  if (state.kind === 'failed') {
    return (
      <section className="loyalty-panel" aria-labelledby={titleId} data-testid="loyalty-panel-failed">
        <h2 id={titleId}>{t('panelTitle')}</h2>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className="loyalty-panel__button" onClick={() => { setState({ kind: 'loading' }); void load(); }}>{t('retry')}</button>
      </section>
    );
  }

  const { data } = state;
  const offered = data.applicableLoyaltyVouchers.filter((kind) => kind.available);
  const affordable = offered.filter((kind) => kind.eligible && kind.points <= data.currentLoyaltyPoints);
  const cheapest = offered.reduce<number | null>((low, kind) => (low === null || kind.points < low ? kind.points : low), null);
  const history = data.history ?? [];
  return (
    <section className="loyalty-panel" aria-labelledby={titleId} data-testid="loyalty-panel">
      <h2 id={titleId}>{t('panelTitle')}</h2>
      <dl className="loyalty-panel__points">
        <div>
          <dt>{t('balanceLabel')}</dt>
          <dd data-testid="loyalty-balance" data-points={data.currentLoyaltyPoints}>{number(data.currentLoyaltyPoints)}</dd>
        </div>
        {data.pendingLoyaltyPoints > 0 && (
          <div>
            <dt>{t('pendingLabel')}</dt>
            <dd data-testid="loyalty-pending">{number(data.pendingLoyaltyPoints)}</dd>
          </div>
        )}
      </dl>
      {data.pendingLoyaltyPoints > 0 && <p className="loyalty-panel__hint">{t('pendingHint', { days: returnWindowDays })}</p>}

      <h3>{t('redeemTitle')}</h3>
      {affordable.length > 0 ? (
        <ul className="loyalty-panel__offers">
          {affordable.map((kind) => {
            const label = t('redeemAction', { points: number(kind.points), amount: formatMoney(kind.amountInCurrency, kind.currency, locale) });
            const pressed = busy === kind.points;
            return (
              <li key={kind.points}>
                <button
                  type="button"
                  className="loyalty-panel__button"
                  aria-disabled={busy !== null ? 'true' : undefined}
                  aria-busy={pressed ? 'true' : undefined}
                  onClick={() => void redeem(kind.points)}
                  data-testid="loyalty-redeem"
                  data-points={kind.points}
                >
                  {pressed ? t('redeemBusy', { points: number(kind.points) }) : label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p data-testid="loyalty-redeem-none">{cheapest === null ? t('redeemNoneOffered') : t('redeemNone', { points: number(cheapest) })}</p>
      )}
      {/* One polite region, present from the start, says what the button is doing and how it ended. */}
      <p className="loyalty-panel__live" role="status" aria-live="polite" data-testid="loyalty-busy">
        {busy !== null ? t('redeemBusy', { points: number(busy) }) : ''}
      </p>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className={`loyalty-panel__outcome loyalty-panel__outcome--${outcome.kind}`}
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          data-testid={outcome.kind === 'failed' ? 'loyalty-redeem-error' : 'loyalty-redeem-done'}
        >
          {outcome.text}
        </p>
      )}

      <h3 id={`${id}-vouchers`}>{t('vouchersTitle')}</h3>
      {data.vouchers.length === 0 ? (
        <p data-testid="loyalty-no-vouchers">{t('noVouchers')}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region can take focus so a keyboard can scroll it.
        <div className="loyalty-panel__scroll" role="region" tabIndex={0} aria-labelledby={`${id}-vouchers`}>
          <table className="loyalty-panel__table" aria-labelledby={`${id}-vouchers`} data-testid="loyalty-vouchers">
            <thead>
              <tr>
                <th scope="col">{t('voucherCode')}</th>
                <th scope="col">{t('voucherValue')}</th>
                <th scope="col">{t('voucherStatus')}</th>
                <th scope="col">{t('voucherExpires')}</th>
              </tr>
            </thead>
            <tbody>
              {data.vouchers.map((voucher) => (
                <tr key={voucher.voucherId} data-testid="loyalty-voucher">
                  <th scope="row"><code>{voucher.code}</code></th>
                  <td>{formatMoney(voucher.amountInCurrency, voucher.currency, locale)}</td>
                  <td>{t(STATUS_KEYS[voucher.status])}</td>
                  <td><time dateTime={voucher.expiresAt}>{date(voucher.expiresAt)}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 id={`${id}-history`}>{t('historyTitle')}</h3>
      {history.length === 0 ? (
        <p data-testid="loyalty-no-history">{t('noHistory')}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region can take focus so a keyboard can scroll it.
        <div className="loyalty-panel__scroll" role="region" tabIndex={0} aria-labelledby={`${id}-history`}>
          <table className="loyalty-panel__table" aria-labelledby={`${id}-history`} data-testid="loyalty-history">
            <thead>
              <tr>
                <th scope="col">{t('historyDate')}</th>
                <th scope="col">{t('historyReason')}</th>
                <th scope="col" className="loyalty-panel__number">{t('historyPoints')}</th>
                <th scope="col">{t('historyState')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.entryId} data-testid="loyalty-history-entry">
                  <td><time dateTime={entry.createdAt}>{date(entry.createdAt)}</time></td>
                  <td>{reasonOf(entry, t)}</td>
                  <td className="loyalty-panel__number">{entry.points > 0 ? `+${number(entry.points)}` : `−${number(-entry.points)}`}</td>
                  <td>{t(STATE_KEYS[entry.state])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
