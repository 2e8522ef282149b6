// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ConsumerAddress } from '@schemas/commerce/consumer';
import { AddressBook } from '@islands/account-area/AddressBook';
import { AddressForm } from '@islands/account-area/AddressForm';
import { emptyAddress } from '@islands/account-area/address-model';
import { fakeApi, profileOf, sectionProps, type RecordedCall } from './area-fixtures';

const openDialog = vi.hoisted(() => vi.fn());
vi.mock('../../../src/stores/dialogs', async (original) => ({ ...(await original<object>()), openDialog }));

afterEach(() => {
  cleanup();
  openDialog.mockReset();
});

const address = (id: string, overrides: Partial<ConsumerAddress> = {}): ConsumerAddress => ({
  addressId: id, approachType: 'S', main: false, firstName: 'Sam', lastName: 'Shopper', addressLine1: `${id} Main St`, city: 'New York',
  postalCode: '10013', country: 'US', countryCode: 'US', email: 'sam@example.com', phone: '+12125550101', ...overrides,
});

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fillUsAddress() {
  fireEvent.change(input('Address'), { target: { value: '1 Elm St' } });
  fireEvent.change(input('City'), { target: { value: 'Albany' } });
  fireEvent.change(input('Postal code'), { target: { value: '12207' } });
}

describe('address book', () => {
  it('shows the empty state, and the first address of a type becomes main (spec §4)', async () => {
    const profileAfter = profileOf({ address: [address('a1', { main: true })] });
    const { api, calls } = fakeApi((call) => (call.method === 'GET' ? { consumerProfile: profileAfter } : { addressId: 'a1' }));
    const props = sectionProps(api, { profile: profileOf({ address: [] }), addressRules: { US: {} } });
    render(<AddressBook {...props} />);
    expect(screen.getByTestId('addresses-empty').textContent).toBe('You have no saved addresses yet.');
    fireEvent.click(screen.getByTestId('add-address'));
    const main = screen.getByRole('checkbox', { name: 'Use as main address of this type' }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(main.disabled).toBe(true);
    expect(screen.getByText('Your first address of a type becomes its main address.')).toBeTruthy();
    fillUsAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(props.onProfile).toHaveBeenCalledWith(profileAfter));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/consumers-v3/consumer/address', body: { main: true, approachType: 'S', country: 'US', addressLine1: '1 Elm St', firstName: 'Sam' } });
  });

  it('marks another address main with a PUT that carries main: true', async () => {
    const { api, calls } = fakeApi((call) => (call.method === 'GET' ? { consumerProfile: profileOf() } : { addressId: 'a2' }));
    render(<AddressBook {...sectionProps(api, { profile: profileOf({ address: [address('a1', { main: true }), address('a2')] }) })} />);
    const items = screen.getAllByTestId('address');
    expect(items.map((item) => item.dataset.main)).toEqual(['true', 'false']);
    // Written as the US post writes it, the country by name.
    expect(items[0]!.querySelector('address')!.textContent).toBe('Sam Shoppera1 Main StNew York, 10013United States');
    expect(within(items[0]!).queryByRole('button', { name: /Make .* the main address/ })).toBeNull();
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Make a2 Main St, New York, 10013 the main address' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /consumers-v3/consumer/address/a2', 'GET /consumers-v3/consumer']));
    expect(calls[0]!.body).toMatchObject({ main: true, addressLine1: 'a2 Main St' });
  });

  it('deletes only after the confirmation dialog is accepted', async () => {
    const { api, calls } = fakeApi((call: RecordedCall) => (call.method === 'GET' ? { consumerProfile: profileOf() } : { addressId: 'a1' }));
    render(<AddressBook {...sectionProps(api, { profile: profileOf({ address: [address('a1', { main: true })] }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete address a1 Main St, New York, 10013' }));
    expect(openDialog).toHaveBeenCalledWith('confirm', expect.objectContaining({ title: 'Delete this address?', confirmLabel: 'Delete address' }));
    expect(calls).toEqual([]);
    await (openDialog.mock.calls[0]![1] as { onConfirm: () => Promise<void> }).onConfirm();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /consumers-v3/consumer/address/a1', 'GET /consumers-v3/consumer']);
    await waitFor(() => expect(screen.getByTestId('addresses-status').textContent).toBe('The address has been deleted.'));
  });
});

describe('address form rules by country', () => {
  const formProps = (api: Parameters<typeof sectionProps>[0], country = 'US') => ({
    ...sectionProps(api),
    initial: emptyAddress({ country, firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', phone: '+12125550101' }),
    isNew: true,
    existing: [address('a1', { main: true })],
    onSave: vi.fn(async () => undefined),
    onCancel: vi.fn(),
  });

  it('checks required fields and the postal pattern before saving', async () => {
    const { api } = fakeApi(() => ({ countryCode: 'US', fields: {} }));
    const props = formProps(api);
    render(<AddressForm {...props} />);
    fireEvent.change(input('Postal code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('address-addressLine1-error').textContent).toBe('This field is required'));
    expect(screen.getByTestId('address-postalCode-error').textContent).toBe('Postal code is not valid.');
    expect(props.onSave).not.toHaveBeenCalled();
    // Not the first shipping address: main is the shopper's choice.
    expect((screen.getByRole('checkbox', { name: 'Use as main address of this type' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('applies the Canadian postal mask and capitalisation as typed', () => {
    const { api } = fakeApi(() => ({ countryCode: 'CA', fields: {} }));
    render(<AddressForm {...formProps(api, 'CA')} />);
    fireEvent.change(input('Postal code'), { target: { value: 'k1a0b1' } });
    expect(input('Postal code').value).toBe('K1A 0B1');
  });

  it('asks the server for the rules of a newly chosen country and applies its overrides', async () => {
    const { api, calls } = fakeApi((call) => (call.path.endsWith('/GB') ? { countryCode: 'GB', fields: { postalCode: { required: true, pattern: '^GB\\d$' } } } : {}));
    const props = formProps(api);
    render(<AddressForm {...props} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/consumers-v3/utilities/i18n/GB'));
    fillUsAddress();
    fireEvent.change(input('Phone'), { target: { value: '+447911123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('address-postalCode-error').textContent).toBe('Postal code is not valid.'));
    fireEvent.change(input('Postal code'), { target: { value: 'GB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledWith(expect.objectContaining({ country: 'GB', postalCode: 'GB1' })));
  });
});
