// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@lib/api/client';
import { LOYALTY_MESSAGES } from '@shared/i18n/messages/loyalty';
import { LoyaltyPanel, type LoyaltyPanelProps } from '@islands/loyalty/LoyaltyPanel';
import { apiError, fakeApi, type RecordedCall } from '../account-area/area-fixtures';

afterEach(cleanup);

const voucher = (code: string, points: number, amount: number) => ({
  voucherId: `v-${code}`, code, points, amountInCurrency: amount, currency: 'USD', status: 'active' as const,
  expiresAt: '2027-02-25T10:00:00.000Z', createdAt: '2026-11-27T10:00:00.000Z', orderNumber: null,
});
const offers = (balance: number) => [
  { points: 500, amountInCurrency: 500, currency: 'USD', available: true, eligible: balance >= 500 },
  { points: 1000, amountInCurrency: 1000, currency: 'USD', available: true, eligible: balance >= 1000 },
  { points: 2500, amountInCurrency: 3000, currency: 'USD', available: true, eligible: balance >= 2500 },
];
const entry = (entryId: string, kind: 'earn' | 'voucher', points: number, state: 'active' | 'pending' = 'active', orderNumber: string | null = null) => ({
  entryId, kind, state, points, reason: kind, orderNumber, linkedEntryId: null, maturesAt: null, expiresAt: null, createdAt: '2026-11-20T10:00:00.000Z',
});

/** A member's GET .../loyalty/vouchers answers and POST buys, against one balance. */
function member(start: { balance: number; pending?: number; history?: boolean }, buy: (call: RecordedCall) => Response | null = () => null) {
  let balance = start.balance;
  const vouchers: Array<ReturnType<typeof voucher>> = [];
  const history = start.history === false ? [] : [entry('e1', 'earn', start.balance), ...(start.pending ? [entry('e2', 'earn', start.pending, 'pending', 'ST-100042')] : [])];
  return fakeApi((call) => {
    if (call.method === 'POST') {
      const refused = buy(call);
      if (refused) return refused;
      const points = (call.body as { points: number }).points;
      const bought = voucher(`LV-${points}`, points, points === 2500 ? 3000 : points);
      balance -= points;
      vouchers.unshift(bought);
      history.unshift(entry(`b${points}`, 'voucher', -points));
      return { voucher: bought, currentLoyaltyPoints: balance };
    }
    return { currentLoyaltyPoints: balance, pendingLoyaltyPoints: start.pending ?? 0, applicableLoyaltyVouchers: offers(balance), vouchers, history };
  });
}

function renderPanel(api: ApiClient, overrides: Partial<LoyaltyPanelProps> = {}) {
  const onBalance = vi.fn();
  render(
    <LoyaltyPanel locale="en-us" texts={LOYALTY_MESSAGES.en} returnWindowDays={30} run={(call) => call(api)} onBalance={onBalance} {...overrides} />,
  );
  return { onBalance };
}

describe('the loyalty member panel', () => {
  it('shows the balance, pending points with their explanation and the vouchers the member can afford', async () => {
    const { api, calls } = member({ balance: 1200, pending: 340 });
    const { onBalance } = renderPanel(api);
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('1,200');
    expect(screen.getByTestId('loyalty-pending').textContent).toBe('340');
    expect(screen.getByText(/become spendable once the 30-day return window/)).toBeTruthy();
    expect(screen.getAllByTestId('loyalty-redeem').map((button) => button.textContent)).toEqual([
      'Redeem 500 points for a $5.00 voucher', 'Redeem 1,000 points for a $10.00 voucher',
    ]);
    expect(screen.getByTestId('loyalty-no-vouchers').textContent).toBe('You have no vouchers yet.');
    const rows = within(screen.getByTestId('loyalty-history')).getAllByTestId('loyalty-history-entry');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['Points added', '+1,200', 'Counted'], ['Points for order ST-100042', '+340', 'Pending'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your points' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/consumers-v3/consumer/loyalty/vouchers' });
    expect(onBalance).toHaveBeenCalledWith(1200);
  });

  it('buys a voucher: busy state announced, then the balance drops, the voucher is listed and focus lands on the outcome', async () => {
    const { api, calls } = member({ balance: 1200 });
    const { onBalance } = renderPanel(api);
    const button = (await screen.findAllByTestId('loyalty-redeem'))[1]!;
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('loyalty-busy').textContent).toBe('Redeeming 1,000 points…');
    const done = await screen.findByTestId('loyalty-redeem-done');
    expect(done.textContent).toBe('Your $10.00 voucher LV-1000 is ready to use at checkout.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByTestId('loyalty-balance').textContent).toBe('200');
    const row = within(screen.getByTestId('loyalty-vouchers')).getByTestId('loyalty-voucher');
    expect([...row.children].map((cell) => cell.textContent)).toEqual(['LV-1000', '$10.00', 'Ready to use', 'Feb 25, 2027']);
    expect(screen.getByTestId('loyalty-redeem-none').textContent).toBe('Your balance does not cover a voucher yet: the smallest costs 500 points.');
    expect(screen.getByTestId('loyalty-busy').textContent).toBe('');
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/consumers-v3/consumer/loyalty/vouchers', body: { points: 1000 } });
    expect(onBalance).toHaveBeenLastCalledWith(200);
  });

  it('shows a refusal in the §8 style (the configured message of the errorId) and what the balance is now', async () => {
    const { api } = member({ balance: 600 }, () => apiError(409, 'REW409', 'Not enough points.'));
    renderPanel(api);
    fireEvent.click((await screen.findAllByTestId('loyalty-redeem'))[0]!);
    const alert = await screen.findByTestId('loyalty-redeem-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Your points balance does not cover this voucher.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByTestId('loyalty-balance').textContent).toBe('600');
  });

  it('shows the server message for an errorId it has no message for', async () => {
    const { api } = member({ balance: 600 }, () => apiError(400, 'API400', 'The request is not valid.'));
    renderPanel(api);
    fireEvent.click((await screen.findAllByTestId('loyalty-redeem'))[0]!);
    expect((await screen.findByTestId('loyalty-redeem-error')).textContent).toBe('The request is not valid.');
  });

  it('has empty states for a new member: no history, no vouchers, nothing to afford yet', async () => {
    const { api } = member({ balance: 0, history: false });
    renderPanel(api);
    expect((await screen.findByTestId('loyalty-no-history')).textContent).toBe('No points activity yet.');
    expect(screen.getByTestId('loyalty-no-vouchers')).toBeTruthy();
    expect(screen.queryByTestId('loyalty-pending')).toBeNull();
    expect(screen.queryAllByTestId('loyalty-redeem')).toHaveLength(0);
  });

  it('renders nothing for a registered shopper who is not a member (REW403), and a retry when the call fails', async () => {
    const onNotMember = vi.fn();
    const refused = fakeApi(() => apiError(403, 'REW403', 'Not a member.'));
    renderPanel(refused.api, { onNotMember });
    await waitFor(() => expect(onNotMember).toHaveBeenCalled());
    expect(screen.queryByTestId('loyalty-panel')).toBeNull();
    expect(screen.queryByTestId('loyalty-panel-loading')).toBeNull();
    cleanup();

    let fail = true;
    const flaky = fakeApi(() => (fail ? apiError(500, 'GEN500', 'Down.') : { currentLoyaltyPoints: 10, pendingLoyaltyPoints: 0, applicableLoyaltyVouchers: [], vouchers: [], history: [] }));
    renderPanel(flaky.api);
    await screen.findByTestId('loyalty-panel-failed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('10');
    expect(screen.getByTestId('loyalty-redeem-none').textContent).toBe('No vouchers are offered at the moment.');
  });
});
