// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SavedCardsSection } from '@islands/account-area/SavedCardsSection';
import { apiError, fakeApi, sectionProps } from './area-fixtures';

const openDialog = vi.hoisted(() => vi.fn());
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));

afterEach(() => {
  cleanup();
  openDialog.mockReset();
});

const card = (id: string, brand: string, last4: string, isDefault: boolean) => ({
  paymentInstrumentId: id, payment_method_id: 'CREDIT_CARD', default: isDefault, card: { brand, last4, expiryMonth: 3, expiryYear: 2031 },
});

describe('the account saved cards section', () => {
  it('lists the cards with brand, last 4, expiry and the default badge; makes another the default', async () => {
    let list = [card('c-1', 'visa', '1142', true), card('c-2', 'mc', '1115', false)];
    const { api, calls } = fakeApi((call) => {
      if (call.method === 'PATCH') {
        list = [{ ...list[1]!, default: true }, { ...list[0]!, default: false }];
        return list[0];
      }
      return { payment_instruments: list };
    });
    render(<SavedCardsSection {...sectionProps(api)} />);
    const rows = await screen.findAllByTestId('saved-card');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Visa ending in 1142, expires 03/31'), expect.stringContaining('Mastercard ending in 1115, expires 03/31')]);
    expect(rows[0]!.textContent).toContain('Default');
    expect(rows[0]!.querySelector('[data-testid="saved-card-make-default"]')).toBeNull();
    fireEvent.click(rows[1]!.querySelector('[data-testid="saved-card-make-default"]')!);
    expect((await screen.findByTestId('saved-cards-status')).textContent).toBe('This card is now your default.');
    expect(screen.getAllByTestId('saved-card')[0]!.textContent).toContain('Mastercard ending in 1115');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/consumers-v3/consumer/payment_instruments/c-2', body: { default: true } });
  });

  it('removes a card after asking; a refusal is said in the §8 terms; no cards says how to add one', async () => {
    let refuse = true;
    const { api } = fakeApi((call) => {
      if (call.method === 'DELETE') return refuse ? apiError(404, 'CCN404', 'gone') : { payment_instruments: [] };
      return { payment_instruments: [card('c-1', 'visa', '1142', true)] };
    });
    render(<SavedCardsSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('saved-card-remove'));
    const [name, props] = openDialog.mock.calls[0]!;
    expect(name).toBe('confirm');
    expect(props.text).toBe('Visa ending in 1142, expires 03/31 will no longer be offered at checkout.');
    await props.onConfirm();
    expect((await screen.findByTestId('saved-cards-error')).textContent).toBe('This saved card was not found.');
    refuse = false;
    await props.onConfirm();
    expect((await screen.findByTestId('saved-cards-status')).textContent).toBe('The card was removed.');
    expect(screen.getByTestId('saved-cards-empty').textContent).toBe('You have no saved cards. Cards you save at checkout appear here.');
  });
});
