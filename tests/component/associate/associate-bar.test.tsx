// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AssociateBar from '@islands/associate/AssociateBar';
import { readAssociate, storeAssociate, type AssociateSession } from '@lib/session/associate-storage';

/** The bar on every page in associate mode (spec §6): who sells for whom, and back to sign-in when the token runs out. */
const props = { target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' }, locale: 'en-us' as const, loginHref: '/en-us/associate-login' };
const SESSION: AssociateSession = {
  accessToken: 'agent-token-0123456789abcdef', expiresAt: Date.now() + 600_000, usid: 'u-agent', storeId: 'ST-US-01', storeName: 'Stride New York',
  storeEmployeeId: 'E1011', storeEmployeeName: 'Jonas Bianchi', maxPriceAdjustmentPercent: 20, loginPath: '/en-us/associate-login',
  customer: { consumerId: 'C1', firstName: 'Carla', lastName: 'Cartwright', email: 'carla@example.com' },
};

let assigned: string[];
beforeEach(() => {
  sessionStorage.clear();
  assigned = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the associate bar', () => {
  it('renders nothing without an associate session in the tab', () => {
    const { container } = render(<AssociateBar {...props} />);
    expect(container.innerHTML).toBe('');
  });

  it('names the store, the associate and the customer, with logout', async () => {
    storeAssociate(SESSION);
    render(<AssociateBar {...props} />);
    const bar = await screen.findByRole('region', { name: 'Associate mode' });
    expect(bar.textContent).toContain('Store: Stride New York');
    expect(bar.textContent).toContain('Associate: Jonas Bianchi');
    expect(bar.textContent).toContain('Customer: Carla Cartwright');
    expect(screen.getByRole('link', { name: 'Find a customer' }).getAttribute('href')).toBe('/en-us/associate-login');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('sends the tab back to sign in when the token runs out, and forgets the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeAssociate({ ...SESSION, expiresAt: Date.now() + 5_000 });
    render(<AssociateBar {...props} />);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(assigned).toEqual(['/en-us/associate-login?expired=1']);
    expect(readAssociate()).toBeNull();
  });
});
