// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SignUpFormBlock from '@islands/identity/SignUpFormBlock';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { identityLinks } from '@shared/routing/routes';
import { $signInRequest } from '../../../src/stores/sign-in-request';

// The form's session calls (sign-up, then sign-in and the profile) succeed; what the block does next is the test.
vi.mock('../../../islands/account/session-api', () => ({
  signUp: vi.fn(async () => undefined),
  signInShopper: vi.fn(async () => undefined),
  refreshProfile: vi.fn(async () => undefined),
}));
vi.mock('../../../islands/shared/cart-notice', () => ({ showCartNotice: () => undefined }));

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  $signInRequest.set(null);
});

describe('sign-up form block, loyalty variant (spec §2)', () => {
  it('asks for the programme terms, then hands over to the enrollment flow at welcome with its source', async () => {
    render(
      <SignUpFormBlock
        target={{ apiBasePath: '/api', siteId: 'stride', locale: 'en-us' }} messages={VALIDATION_MESSAGES.en} links={identityLinks('en-us')}
        recaptcha="sandbox-ok:register" locale="en-us" variant="loyalty" source="loyalty-page" idPrefix="block"
      />,
    );
    type('First name', 'Nia');
    type('Last name', 'New');
    type('Email', 'nia@example.com');
    type('Password', 'Member2026x');
    const join = () => fireEvent.click(screen.getByRole('button', { name: VALIDATION_MESSAGES.en.loyaltySignUpSubmit }));
    join();
    expect(screen.getByTestId('block-loyaltyTerms-error').textContent).not.toBe('');
    expect($signInRequest.get()).toBeNull();
    fireEvent.click(document.querySelector('input[name="block-loyaltyTerms"]')!);
    join();
    await waitFor(() => expect($signInRequest.get()).toEqual({ reason: 'enroll', source: 'loyalty-page', justSignedUp: true }));
  });
});
