import { useState } from 'react';
import { updateProfile } from '../../src/lib/api/consumer';
import type { IdentityMessageKey } from '../../src/shared/i18n/messages/identity/en';
import { interestsFor, joinInterests } from '../../src/shared/identity/settings';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { Banner, Checkbox } from '../shared/fields';
import { apiErrorText } from '../shared/form-messages';
import { contextOf, identityText, openIdentityDialog, shopperApi, type IdentityContext } from './context';

/**
 * The optional interests dialog after sign-up (spec §4): the brand's interests as checkboxes,
 * stored on the profile pipe-separated (preferences.interests, spec §3, §9). Skip goes on without.
 */
export default function InterestsDialog({ props }: DialogViewProps) {
  const context = contextOf(props);
  const next = (labels: readonly string[]) =>
    void openIdentityDialog('welcome', context, { firstName: props.firstName, loyalty: props.loyalty, interests: labels });
  return <InterestsForm context={context} onDone={next} />;
}

/** The interests form; `onDone` gets the labels of what was stored (none when skipped). The enrollment flow's interests step too. */
export function InterestsForm({ context, onDone }: { context: IdentityContext; onDone: (labels: readonly string[]) => void }) {
  const id = identityText(context.identity);
  const options = interestsFor(context.target.siteId);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = (interest: string) => id(`interest_${interest}` as IdentityMessageKey);
  const next = (interests: readonly string[]) => onDone(interests.map(label));

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    if (selected.length === 0) return next([]);
    setBusy(true);
    setFailure(null);
    try {
      await updateProfile(await shopperApi(context.target), { preferences: { interests: joinInterests(selected) } });
      next(selected);
    } catch (error) {
      setFailure(apiErrorText(error, context.messages));
      setBusy(false);
    }
  }

  const toggle = (interest: string) => (checked: boolean) =>
    setSelected((current) => (checked ? [...current, interest] : current.filter((value) => value !== interest)));
  return (
    <form className="account-form" method="post" noValidate onSubmit={save} data-testid="interests-form" aria-busy={busy}>
      {failure && <Banner testId="interests-error"><p>{failure}</p></Banner>}
      <fieldset>
        <legend>{id('interestsIntro')}</legend>
        {options.map((interest) => (
          <Checkbox key={interest} id={`interest-${interest}`} label={label(interest)} checked={selected.includes(interest)} onChange={toggle(interest)} />
        ))}
      </fieldset>
      <div className="account-form__actions">
        <button type="submit" className="account-form__submit" disabled={busy}>{busy ? id('interestsSaving') : id('interestsSave')}</button>
        <button type="button" className="account-form__secondary" disabled={busy} onClick={() => next([])}>{id('interestsSkip')}</button>
      </div>
    </form>
  );
}
