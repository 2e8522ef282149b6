import { useEffect, useMemo, useState } from 'react';
import type { Order, OrderStatus } from '../../schemas/commerce/orders';
import type { z } from 'zod';
import type { orderSummarySchema } from '../../schemas/commerce/orders';
import { cancelOrder, claimWarranty, createReturnLabel, downloadInvoice, getOrder, getPurchaseHistory, resendGiftCardEmail } from '../../src/lib/api/orders';
import { checkoutErrorText } from '../../src/lib/checkout/checkout-messages';
import type { CheckoutMessageKey } from '../../src/shared/i18n/messages/checkout/en';
import { formatMoney } from '../../src/shared/i18n/money';
import { openDialog } from '../../src/stores/dialogs';
import { translatorOfCheckout } from '../checkout/checkout-context';
import OrderView from '../checkout/OrderView';
import '../checkout/checkout.css';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';
import { WarrantyClaimForm } from './WarrantyClaimForm';

type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Saves a file the API answered (invoice, return label) under a name. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const base64Pdf = (label: string) => new Blob([Uint8Array.from(atob(label), (char) => char.charCodeAt(0))], { type: 'application/pdf' });

/**
 * The account's orders (§7 purchasehistory, purchase/{orderId}, invoice download, return label,
 * CancelOrder): newest first, a page at a time; each order opens its detail (items, shipments with
 * tracking, payments, totals) with the invoice, a return label once delivered and cancel until shipped.
 */
export function OrdersSection(props: SectionProps) {
  const { run, orderTexts, locale } = props;
  const t = useMemo(() => translatorOfCheckout(orderTexts, locale), [orderTexts, locale]);
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Order | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [outcome, setOutcome] = useOutcome();

  async function loadPage(next: number) {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await run((api) => getPurchaseHistory(api, next));
      setOrders((known) => (next === 1 ? answer.orders : [...(known ?? []), ...answer.orders]));
      setTotal(answer.total);
      setPage(next);
      setOutcome({ kind: 'idle' });
    } catch (error) {
      setOrders((known) => known ?? []);
      setOutcome({ kind: 'failed', text: checkoutErrorText(t, error) });
    }
  }

  useEffect(() => {
    void loadPage(1);
  }, []);

  async function toggle(orderNumber: string) {
    setClaiming(false);
    if (open?.orderNumber === orderNumber) return setOpen(null);
    setOutcome({ kind: 'busy' });
    try {
      setOpen(await run((api) => getOrder(api, orderNumber)));
      setOutcome({ kind: 'idle' });
    } catch (error) {
      setOutcome({ kind: 'failed', text: checkoutErrorText(t, error) });
    }
  }

  function changed(order: Order, status: OrderStatus, text: string) {
    setOpen(order);
    setOrders((known) => known?.map((entry) => (entry.orderNumber === order.orderNumber ? { ...entry, status } : entry)) ?? null);
    setOutcome({ kind: 'done', text });
  }

  async function act(work: () => Promise<void>) {
    setOutcome({ kind: 'busy' });
    try {
      await work();
    } catch (error) {
      setOutcome({ kind: 'failed', text: checkoutErrorText(t, error) });
    }
  }

  function confirmCancel(order: Order) {
    void openDialog('confirm', {
      title: t('cancelOrderTitle'),
      text: t('cancelOrderText', { orderNumber: order.orderNumber }),
      confirmLabel: t('cancelOrderConfirm'),
      cancelLabel: t('keepOrder'),
      onConfirm: () => act(async () => {
        const cancelled = await run((api) => cancelOrder(api, order.orderNumber));
        changed(cancelled, cancelled.status, t('orderCancelled'));
      }),
    });
  }

  const busy = outcome.kind === 'busy';
  return (
    <Section id="account-orders" title={t('ordersTitle')}>
      {orders === null && <p role="status">{t('ordersLoading')}</p>}
      {orders?.length === 0 && outcome.kind !== 'failed' && <p data-testid="orders-empty">{t('noOrders')}</p>}
      {orders && orders.length > 0 && (
        <ul className="account-orders" data-testid="orders-list">
          {orders.map((summary) => {
            const money = (minor: number) => formatMoney(minor, summary.currency, locale);
            const isOpen = open?.orderNumber === summary.orderNumber;
            return (
              <li key={summary.orderNumber} className="account-orders__order" data-testid="order-row" data-order-number={summary.orderNumber} data-status={summary.status}>
                <div className="account-orders__head">
                  <strong>{summary.orderNumber}</strong>
                  <span>{t('orderPlacedOn', { date: new Date(summary.createdAt).toLocaleDateString(locale) })}</span>
                  <span data-testid="order-status">{t(`status_${summary.status}` as CheckoutMessageKey)}</span>
                  <span>{t('orderItems', { count: summary.totalUnits })}</span>
                  <span>{money(summary.total)}</span>
                  <button
                    type="button" className="account-area__button" aria-expanded={isOpen} aria-controls={`order-detail-${summary.orderNumber}`}
                    onClick={() => void toggle(summary.orderNumber)} disabled={busy} data-testid="order-toggle"
                  >
                    {isOpen ? t('hideOrderDetails') : t('orderDetails', { orderNumber: summary.orderNumber })}
                  </button>
                </div>
                {isOpen && open && (
                  <div id={`order-detail-${summary.orderNumber}`} className="account-orders__detail" data-testid="order-detail">
                    <OrderView order={open} t={t} money={money} locale={locale} headingLevel={3} />
                    {!open.shipments.some((shipment) => shipment.trackingNumber) && <p>{t('noTracking')}</p>}
                    <div className="account-area__actions">
                      <button type="button" className="account-area__button" disabled={busy} data-testid="order-invoice"
                        onClick={() => void act(async () => {
                          saveFile(await run((api) => downloadInvoice(api, open.orderNumber)), `invoice-${open.orderNumber}.pdf`);
                          setOutcome({ kind: 'idle' });
                        })}>
                        {t('downloadInvoice')}
                      </button>
                      {open.returnable && (
                        <button type="button" className="account-area__button" disabled={busy} data-testid="order-return-label"
                          onClick={() => void act(async () => {
                            const label = await run((api) => createReturnLabel(api, open.orderNumber));
                            saveFile(base64Pdf(label.label), `return-${label.returnNumber}.pdf`);
                            setOutcome({ kind: 'done', text: t('returnLabelReady') });
                          })}>
                          {t('returnLabel')}
                        </button>
                      )}
                      {open.status !== 'cancelled' && open.items.some((item) => item.shipmentId === 'digital') && (
                        <button type="button" className="account-area__button" disabled={busy} data-testid="order-resend-gift-cards"
                          onClick={() => void act(async () => {
                            const { giftCards } = await run((api) => resendGiftCardEmail(api, open.orderNumber));
                            setOutcome({ kind: 'done', text: t('giftCardsResent', { recipients: [...new Set(giftCards.map((card) => card.recipientEmail))].join(', ') }) });
                          })}>
                          {t('resendGiftCards')}
                        </button>
                      )}
                      {open.warrantyUntil && Date.parse(open.warrantyUntil) > Date.now() && (
                        <button type="button" className="account-area__button" aria-expanded={claiming} disabled={busy}
                          onClick={() => setClaiming((shown) => !shown)} data-testid="order-warranty">
                          {t('warrantyReport')}
                        </button>
                      )}
                      {open.cancellable && (
                        <button type="button" className="account-area__button" disabled={busy} onClick={() => confirmCancel(open)} data-testid="order-cancel">
                          {t('cancelOrder')}
                        </button>
                      )}
                    </div>
                    {claiming && open.warrantyUntil && (
                      <div className="account-area__warranty">
                        <p>{t('warrantyCoveredUntil', { date: new Date(open.warrantyUntil).toLocaleDateString(locale, { dateStyle: 'long' }) })}</p>
                        <WarrantyClaimForm order={open} t={t} busy={busy} onSubmit={(claim) => act(async () => {
                          const { caseId } = await run((api) => claimWarranty(api, { orderNumber: open.orderNumber, ...claim }));
                          setClaiming(false);
                          setOutcome({ kind: 'done', text: t('warrantySent', { caseId }) });
                        })} />
                      </div>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <OutcomeLine outcome={outcome} testId="orders" />
      {orders && orders.length < total && (
        <button type="button" className="account-area__button" disabled={busy} onClick={() => void loadPage(page + 1)} data-testid="orders-more">{t('ordersLoadMore')}</button>
      )}
    </Section>
  );
}
