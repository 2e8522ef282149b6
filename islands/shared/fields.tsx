import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import './account-form.css';

interface FieldAria {
  readonly id: string;
  readonly name: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  /** Extra description (e.g. the password checklist) referenced by the input. */
  readonly describedBy?: string | undefined;
  readonly children: (aria: FieldAria) => ReactNode;
}

/** A labelled input with its error message wired through aria-describedby. */
export function Field({ id, label, error, describedBy, children }: FieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-form__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name: id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error && <p id={errorId} className="account-form__error" data-testid={`${id}-error`}>{error}</p>}
    </div>
  );
}

interface CheckboxProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | undefined;
  /** Help shown under the box (why it is disabled, what ticking it does). */
  readonly hint?: string | undefined;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/** A labelled checkbox with its error and hint wired through aria-describedby. */
export function Checkbox({ id, label, checked, onChange, error, hint, disabled, required }: CheckboxProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-form__check">
      <input
        id={id} name={id} type="checkbox" checked={checked} disabled={disabled} aria-required={required || undefined}
        aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && <p id={hintId} className="account-form__hint">{hint}</p>}
      {error && <p id={errorId} className="account-form__error" data-testid={`${id}-error`}>{error}</p>}
    </div>
  );
}

/** The form-level error banner; focusable so it can be scrolled to and announced. */
export const Banner = forwardRef<HTMLDivElement, { readonly testId: string; readonly children: ReactNode }>(function Banner({ testId, children }, ref) {
  return (
    <div ref={ref} className="account-form__banner" role="alert" tabIndex={-1} data-testid={testId}>
      {children}
    </div>
  );
});

/**
 * False in the server render and until React runs. Submit buttons stay disabled until then:
 * a form sent natively before hydration would put the password in a URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type GenderTextKey = 'genderChoose' | 'genderFemale' | 'genderMale' | 'genderOther';

/** The profile's gender choices (F, M, X) after an empty "choose" option, for every form that asks. */
export function GenderOptions({ t }: { readonly t: (key: GenderTextKey) => string }) {
  return (
    <>
      <option value="">{t('genderChoose')}</option>
      <option value="F">{t('genderFemale')}</option>
      <option value="M">{t('genderMale')}</option>
      <option value="X">{t('genderOther')}</option>
    </>
  );
}

/**
 * What the shopper typed into a server-rendered text field before its island hydrated, else
 * `fallback`. Read while React hydrates (as initial state), before it writes the form's state back
 * into the field: without it, an email typed while the page's script loads vanished.
 */
export function typedBeforeHydration(id: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return fallback;
  return field.value !== field.defaultValue ? field.value : fallback;
}
