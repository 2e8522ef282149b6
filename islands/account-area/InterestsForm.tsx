import { useEffect, useState } from 'react';
import { updateProfile } from '../../src/lib/api/consumer';
import { apiErrorText } from '../shared/form-messages';
import { joinInterests, parseInterests } from '../../src/shared/identity/settings';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';

/** The chosen values in the order the options are shown. */
function orderedLike(options: ReadonlyArray<{ readonly value: string }>, chosen: readonly string[]): string[] {
  return options.map((option) => option.value).filter((value) => chosen.includes(value));
}

/** Interests as checkboxes, stored pipe-separated in preferences.interests (spec §3, §9). */
export function InterestsForm({ profile, messages, interests, t, run, onProfile }: SectionProps) {
  const stored = parseInterests(profile.preferences.interests);
  const [chosen, setChosen] = useState<string[]>(stored);
  const [outcome, setOutcome] = useOutcome();
  useEffect(() => setChosen(parseInterests(profile.preferences.interests)), [profile.preferences.interests]);

  // Stored values the list does not offer stay visible (and kept) rather than silently dropped.
  const options = [
    ...interests,
    ...stored.filter((value) => !interests.some((option) => option.value === value)).map((value) => ({ value, label: value })),
  ];

  function toggle(value: string, on: boolean) {
    setChosen((current) => (on ? [...current, value] : current.filter((entry) => entry !== value)));
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    // An empty value is "no change" for the API (spec §5): say so instead of pretending to save.
    if (chosen.length === 0) {
      setOutcome({ kind: 'failed', text: t('interestsNoneChosen') });
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      const fresh = await run((authorized) => updateProfile(authorized, { preferences: { interests: joinInterests(orderedLike(options, chosen)) } }));
      if (fresh) onProfile(fresh);
      setOutcome({ kind: 'done', text: t('interestsSaved') });
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  const busy = outcome.kind === 'busy';
  return (
    <Section id="account-interests" title={t('interestsTitle')}>
      <form className="account-area__form" onSubmit={submit} noValidate aria-busy={busy} data-testid="interests-form">
        <p className="account-area__hint">{t('interestsIntro')}</p>
        <fieldset className="account-area__choice account-area__choice--grid">
          <legend>{t('interestsLegend')}</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input type="checkbox" name="interests" value={option.value} checked={chosen.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
              {option.label}
            </label>
          ))}
        </fieldset>
        <OutcomeLine outcome={outcome} testId="interests" />
        <button type="submit" className="account-area__button account-area__button--primary" disabled={busy}>{busy ? t('saving') : t('saveInterests')}</button>
      </form>
    </Section>
  );
}
