// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProfileForm } from '@islands/account-area/ProfileForm';
import { apiError, fakeApi, profileOf, sectionProps } from './area-fixtures';

afterEach(cleanup);

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('account profile form', () => {
  it('shows the partial-enrollment banner naming what is missing when the email is there (spec §4)', () => {
    const { api } = fakeApi();
    render(<ProfileForm {...sectionProps(api, { profile: profileOf({ phone: undefined, birthDate: undefined }) })} />);
    expect(screen.getByTestId('partial-enrollment-banner')).toHaveProperty('textContent', 'Complete your profileYour profile is missing: Phone and Birth date.');
  });

  it('shows no banner for a complete profile, and fills the form in the regional formats', () => {
    const { api } = fakeApi();
    render(<ProfileForm {...sectionProps(api, { locale: 'en-gb', profile: profileOf({ phone: '+447700900123', postalCode: 'SW1A 1AA' }) })} />);
    expect(screen.queryByTestId('partial-enrollment-banner')).toBeNull();
    expect(field('Birth date (DD/MM/YYYY)').value).toBe('12/04/1990');
    expect(field('Email').readOnly).toBe(true);
  });

  it('sends nothing when nothing changed or every field is empty (spec §5)', async () => {
    const { api, calls } = fakeApi();
    render(<ProfileForm {...sectionProps(api, { profile: profileOf({ firstName: undefined, lastName: undefined, phone: undefined, postalCode: undefined, birthDate: undefined, gender: undefined }) })} />);
    save();
    await waitFor(() => expect(screen.getByTestId('profile-status').textContent).toBe('There is nothing to save: change at least one field.'));
    expect(calls).toEqual([]);
  });

  it('masks the phone as typed and refuses an invalid one before any call', async () => {
    const { api, calls } = fakeApi();
    render(<ProfileForm {...sectionProps(api, { profile: profileOf({ phone: undefined }) })} />);
    fireEvent.change(field('Phone'), { target: { value: '2125550199' } });
    expect(field('Phone').value).toBe('(212) 555 - 0199');
    fireEvent.change(field('Phone'), { target: { value: '1125550199' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-phone-error').textContent).toBe('Phone number is not valid.'));
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('checks the birth date against the regional format', async () => {
    const { api, calls } = fakeApi();
    render(<ProfileForm {...sectionProps(api)} />);
    fireEvent.change(field('Birth date (MM/DD/YYYY)'), { target: { value: '31/12/1990' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-birth-date-error').textContent).toBe('Date should match MM/DD/YYYY and be a valid date.'));
    expect(calls).toEqual([]);
  });

  it('sends only the changed fields and shows the saved profile', async () => {
    const fresh = profileOf({ firstName: 'Samantha' });
    const { api, calls } = fakeApi(() => ({ consumerProfile: fresh }));
    const props = sectionProps(api);
    render(<ProfileForm {...props} />);
    fireEvent.change(field('First name'), { target: { value: 'Samantha' } });
    fireEvent.change(field('Preferred shoe size (US)'), { target: { value: '9' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-status').textContent).toBe('Your profile has been saved.'));
    expect(calls[0]).toEqual({ method: 'PUT', path: '/consumers-v3/consumer', body: { consumerDetails: { firstName: 'Samantha' }, preferences: { preferredShoeSize: '9' } } });
    expect(props.onProfile).toHaveBeenCalledWith(fresh);
  });

  it('does not let a stored value of another country block saving the other fields', async () => {
    const { api, calls } = fakeApi(() => ({ consumerProfile: profileOf() }));
    render(<ProfileForm {...sectionProps(api, { locale: 'en-gb', profile: profileOf({ postalCode: '10013' }) })} />);
    fireEvent.change(field('Last name'), { target: { value: 'Smith' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-status').textContent).toBe('Your profile has been saved.'));
    expect(calls[0]!.body).toEqual({ consumerDetails: { lastName: 'Smith' } });
  });

  it('puts an API error that names a field at that field (phone already in use)', async () => {
    const { api } = fakeApi(() => apiError(409, 'AUT412', 'This phone number is already in use.', 'consumerDetails.phone'));
    render(<ProfileForm {...sectionProps(api)} />);
    fireEvent.change(field('Phone'), { target: { value: '2125550177' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-phone-error').textContent).toBe('This phone number is already in use.'));
  });

  it('asks for a gender only where configured', () => {
    const { api } = fakeApi();
    render(<ProfileForm {...sectionProps(api, { genders: null })} />);
    expect(screen.queryByLabelText('Gender')).toBeNull();
    cleanup();
    render(<ProfileForm {...sectionProps(api)} />);
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('F');
  });
});
