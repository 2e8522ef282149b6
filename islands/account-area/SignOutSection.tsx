import { useState } from 'react';
import { signOutShopper } from '../../src/lib/session/actions';
import { setFlash } from '../shared/flash';
import { Section, type SectionProps } from './section';

/** Sign out (spec §2, §4): from an account path it lands on home with the signOutSuccess message. */
export function SignOutSection({ api, links, t }: SectionProps) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await signOutShopper(api).catch(() => undefined);
    setFlash('signOutSuccess');
    window.location.assign(links.home);
  }
  return (
    <Section id="account-sign-out" title={t('signOutTitle')}>
      <button type="button" className="account-area__button" onClick={() => void signOut()} disabled={busy} data-testid="account-area-sign-out">
        {busy ? t('saving') : t('signOut')}
      </button>
    </Section>
  );
}
