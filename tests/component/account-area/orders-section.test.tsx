// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { OrdersSection } from '@islands/account-area/OrdersSection';
import { apiError, fakeApi, sectionProps } from './area-fixtures';
import { checkoutCart, orderOf } from '../checkout/checkout-fixtures';

const openDialog = vi.hoisted(() => vi.fn());
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));

afterEach(() => {
  cleanup();
  openDialog.mockReset();
});

const summary = (orderNumber: string, status: 'created' | 'shipped' | 'delivered' | 'cancelled' = 'created') => ({
  orderNumber, status, createdAt: '2026-11-20T10:00:00.000Z', currency: 'USD', total: 5_599, totalUnits: 1, productImageURLs: [],
});

describe('the account orders section', () => {
  it('lists the orders a page at a time and shows more on request', async () => {
    const { api, calls } = fakeApi((call) => {
      const page = (call.body as { page: number }).page;
      return { orders: page === 1 ? [summary('ST-1'), summary('ST-2', 'delivered')] : [summary('ST-3', 'cancelled')], page, pageSize: 2, total: 3 };
    });
    render(<OrdersSection {...sectionProps(api)} />);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect(within(screen.getAllByTestId('order-row')[1]!).getByTestId('order-status').textContent).toBe('Delivered');
    fireEvent.click(screen.getByTestId('orders-more'));
    expect(await screen.findByText('ST-3')).toBeTruthy();
    expect(screen.queryByTestId('orders-more')).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('opens an order: tracking once shipped, cancel only while it can be, a return label only once delivered', async () => {
    const cart = checkoutCart('paid');
    const shipped = orderOf(cart, {
      orderNumber: 'ST-1', status: 'shipped', cancellable: false, returnable: false,
      shipments: [{ shipmentId: 'me', shippingMethod: { code: 'standard', label: 'Standard delivery' }, storeId: null, shippingTotal: 599, trackingNumber: '1Z999', status: 'shipped' }],
    });
    const { api } = fakeApi((call) => (call.path.startsWith('/consumers-v3/consumer/purchase/') ? shipped : { orders: [summary('ST-1', 'shipped')], page: 1, pageSize: 10, total: 1 }));
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    expect((await screen.findByTestId('order-tracking')).textContent).toBe('Tracking number 1Z999');
    expect(screen.getByTestId('order-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-return-label')).toBeNull();
  });

  it('cancel asks first, then shows the cancelled order; a refusal is said in the §8 terms', async () => {
    const cart = checkoutCart('paid');
    let refuse = false;
    const { api } = fakeApi((call) => {
      if (call.path === '/consumers-v3/consumer/CancelOrder') return refuse ? apiError(409, 'ORD410', 'shipped') : orderOf(cart, { orderNumber: 'ST-1', status: 'cancelled', cancellable: false });
      if (call.path.startsWith('/consumers-v3/consumer/purchase/')) return orderOf(cart, { orderNumber: 'ST-1' });
      return { orders: [summary('ST-1')], page: 1, pageSize: 10, total: 1 };
    });
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    fireEvent.click(await screen.findByTestId('order-cancel'));
    const [name, props] = openDialog.mock.calls[0]!;
    expect(name).toBe('confirm');
    expect(props.text).toBe('Order ST-1 will be cancelled and your payment released.');
    refuse = true;
    await props.onConfirm();
    expect((await screen.findByTestId('orders-error')).textContent).toBe('This order has shipped and can no longer be cancelled.');
    refuse = false;
    await props.onConfirm();
    expect((await screen.findByTestId('orders-status')).textContent).toBe('Your order has been cancelled.');
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('sends an order\'s digital gift cards again and says to whom, only for orders that hold some', async () => {
    const cart = checkoutCart('paid');
    const base = orderOf(cart, { orderNumber: 'ST-1' });
    const withCard = { ...base, items: [{ ...base.items[0]!, shipmentId: 'digital' }] };
    const { api, calls } = fakeApi((call) => {
      if (call.path === '/consumers-v3/consumer/resendGiftCardEmail') return { giftCards: [{ c_gcCardNumber: '••••••••••••1234', recipientEmail: 'ana@example.com' }, { c_gcCardNumber: '••••••••••••5678', recipientEmail: 'ana@example.com' }] };
      if (call.path.startsWith('/consumers-v3/consumer/purchase/')) return withCard;
      return { orders: [summary('ST-1')], page: 1, pageSize: 10, total: 1 };
    });
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    fireEvent.click(await screen.findByTestId('order-resend-gift-cards'));
    expect((await screen.findByTestId('orders-status')).textContent).toBe('Sent again to ana@example.com, with new PINs: the earlier PINs no longer work.');
    expect(calls.find((call) => call.path === '/consumers-v3/consumer/resendGiftCardEmail')?.body).toEqual({ orderNumber: 'ST-1' });
  });

  it('offers no gift card resend on an order without gift cards', async () => {
    const cart = checkoutCart('paid');
    const { api } = fakeApi((call) => (call.path.startsWith('/consumers-v3/consumer/purchase/') ? orderOf(cart, { orderNumber: 'ST-1' }) : { orders: [summary('ST-1')], page: 1, pageSize: 10, total: 1 }));
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    await screen.findByTestId('order-invoice');
    expect(screen.queryByTestId('order-resend-gift-cards')).toBeNull();
  });
  it('reports a problem with an item of a delivered order: cover date, a short description is caught here, the case number once sent', async () => {
    const cart = checkoutCart('paid');
    const delivered = orderOf(cart, { orderNumber: 'ST-1', status: 'delivered', cancellable: false, returnable: true, warrantyUntil: '2099-11-20T10:00:00.000Z' });
    const { api, calls } = fakeApi((call) => {
      if (call.path === '/consumers-v3/consumer/warranty') return { caseId: 'CS-7KQ2M-X9PD4', status: 'received', warrantyUntil: '2099-11-20T10:00:00.000Z' };
      if (call.path.startsWith('/consumers-v3/consumer/purchase/')) return delivered;
      return { orders: [summary('ST-1', 'delivered')], page: 1, pageSize: 10, total: 1 };
    });
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    const report = await screen.findByTestId('order-warranty');
    fireEvent.click(report);
    expect(report.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/covered by the warranty until November 20, 2099/)).toBeTruthy();
    const form = screen.getByTestId('warranty-form');
    fireEvent.change(within(form).getByLabelText('What is wrong?'), { target: { value: 'zip' } });
    fireEvent.change(within(form).getByLabelText('Describe the problem'), { target: { value: 'Broken.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(await within(form).findByText('Please describe the problem in at least 20 characters.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/consumers-v3/consumer/warranty')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Describe the problem'), { target: { value: 'The zip broke on the second day of a hike.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect((await screen.findByTestId('orders-status')).textContent).toContain('Claim CS-7KQ2M-X9PD4 received.');
    expect(calls.find((call) => call.path === '/consumers-v3/consumer/warranty')?.body).toEqual({
      orderNumber: 'ST-1', itemId: delivered.items[0]!.itemId, reason: 'zip', description: 'The zip broke on the second day of a hike.',
    });
    expect(screen.queryByTestId('warranty-form')).toBeNull();
  });

  it('offers no warranty claim for an order not delivered or past its cover', async () => {
    const cart = checkoutCart('paid');
    const ended = orderOf(cart, { orderNumber: 'ST-1', status: 'delivered', cancellable: false, returnable: true, warrantyUntil: '2020-01-01T00:00:00.000Z' });
    const { api } = fakeApi((call) => (call.path.startsWith('/consumers-v3/consumer/purchase/') ? ended : { orders: [summary('ST-1', 'delivered')], page: 1, pageSize: 10, total: 1 }));
    render(<OrdersSection {...sectionProps(api)} />);
    fireEvent.click(await screen.findByTestId('order-toggle'));
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-warranty')).toBeNull();
  });
});
