import { forwardRef, useEffect, useState, type ReactNode } from 'react';

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
