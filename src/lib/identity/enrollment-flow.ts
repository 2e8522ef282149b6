/**
 * The loyalty enrollment flow as one step machine (spec §2 "Enrollment flow steps", §4 start rule).
 * Pure: it knows the steps, where a visitor starts, which step follows which event, and which
 * profile fields a step may edit. The dialogs (islands/identity, islands/loyalty) render the step it
 * answers and send it what happened; nothing else decides the order.
 */

/** The steps in the §2 order. */
export const ENROLLMENT_STEPS = [
  'lookup', 'sign-in', 'sign-up', 'forgot-password', 'complete-profile', 'welcome', 'mobile', 'profile', 'interests', 'success',
] as const;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];

/** What the flow knows of the shopper (a signed-in shopper's profile; nothing for a guest). */
export interface EnrollmentProfile {
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly postalCode?: string | null | undefined;
  readonly birthDate?: string | null | undefined;
  readonly isLoyaltyMember?: boolean | undefined;
}

export interface EnrollmentState {
  readonly step: EnrollmentStep;
  readonly profile: EnrollmentProfile | null;
  /** enrollment_marketing_source of the link that opened the flow: recorded on the profile. */
  readonly source: string | null;
  /** The email the lookup was made with (prefills sign-in, sign-up and forgot password). */
  readonly email: string | null;
}

export type EnrollmentEvent =
  | { readonly type: 'lookedUp'; readonly email: string; readonly exists: boolean }
  | { readonly type: 'signedIn'; readonly profile: EnrollmentProfile }
  | { readonly type: 'signedUp'; readonly profile: EnrollmentProfile }
  | { readonly type: 'forgotPassword' }
  /** "Create an account" on the sign-in step: the flow's own sign-up, not the sign-up page. */
  | { readonly type: 'createAccount' }
  | { readonly type: 'backToSignIn' }
  | { readonly type: 'profileCompleted'; readonly profile: EnrollmentProfile }
  | { readonly type: 'continued' }
  | { readonly type: 'mobileSaved'; readonly phone: string }
  | { readonly type: 'profileSaved'; readonly profile: EnrollmentProfile }
  | { readonly type: 'interestsDone' };

/** The profile fields the profile step shows. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'postalCode', 'birthDate'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Spec §4: a guest starts at lookup; a signed-in shopper at mobile when no phone is on file, else
 * profile. A shopper who just created their account with the sign-up form's loyalty variant
 * (`justSignedUp`) goes on where the flow's own sign-up step would: welcome.
 */
export function startEnrollment(profile: EnrollmentProfile | null, source: string | null = null, options: { justSignedUp?: boolean } = {}): EnrollmentState {
  const step: EnrollmentStep = profile === null ? 'lookup' : options.justSignedUp ? 'welcome' : present(profile.phone) ? 'profile' : 'mobile';
  return { step, profile, source: source?.trim() ? source.trim().slice(0, 100) : null, email: profile?.email ?? null };
}

/**
 * A signed-in shopper who is not a loyalty member completes their profile first (the
 * "complete-profile non-loyalty" step) when any field the programme needs is missing.
 */
function afterSignIn(profile: EnrollmentProfile): EnrollmentStep {
  if (!profile.isLoyaltyMember && PROFILE_FIELDS.some((field) => !present(profile[field]))) return 'complete-profile';
  return 'welcome';
}

/** After welcome: the phone first when none is on file, then the rest of the profile. */
const afterWelcome = (profile: EnrollmentProfile | null): EnrollmentStep => (present(profile?.phone) ? 'profile' : 'mobile');

/**
 * The next state for an event. An event that does not belong to the current step changes nothing
 * (a late answer of a step already left cannot move the flow).
 */
export function nextEnrollment(state: EnrollmentState, event: EnrollmentEvent): EnrollmentState {
  const to = (step: EnrollmentStep, changes: Partial<EnrollmentState> = {}): EnrollmentState => ({ ...state, ...changes, step });
  switch (state.step) {
    case 'lookup':
      return event.type === 'lookedUp' ? to(event.exists ? 'sign-in' : 'sign-up', { email: event.email }) : state;
    case 'sign-in':
      if (event.type === 'forgotPassword') return to('forgot-password');
      if (event.type === 'createAccount') return to('sign-up');
      return event.type === 'signedIn' ? to(afterSignIn(event.profile), { profile: event.profile }) : state;
    case 'forgot-password':
      return event.type === 'backToSignIn' ? to('sign-in') : state;
    case 'sign-up':
      return event.type === 'signedUp' ? to('welcome', { profile: event.profile }) : state;
    case 'complete-profile':
      return event.type === 'profileCompleted' ? to('welcome', { profile: { ...state.profile, ...event.profile } }) : state;
    case 'welcome':
      return event.type === 'continued' ? to(afterWelcome(state.profile)) : state;
    case 'mobile':
      return event.type === 'mobileSaved' ? to('profile', { profile: { ...state.profile, phone: event.phone } }) : state;
    case 'profile':
      return event.type === 'profileSaved' ? to('interests', { profile: { ...state.profile, ...event.profile } }) : state;
    case 'interests':
      return event.type === 'interestsDone' ? to('success') : state;
    case 'success':
      return state;
  }
}

export interface ProfileFieldState {
  readonly field: ProfileField;
  readonly value: string;
  /** Spec §4: only missing fields are editable; the rest are shown prefilled. */
  readonly editable: boolean;
}

/** The profile step's fields: what is on file prefilled and read-only, what is missing editable. */
export function profileFieldsOf(profile: EnrollmentProfile | null): readonly ProfileFieldState[] {
  return PROFILE_FIELDS.map((field) => {
    const value = profile?.[field];
    return { field, value: present(value) ? value!.trim() : '', editable: !present(value) };
  });
}

/** Where the flow stands, for a step indicator: the step's place in the §2 order (1-based) and the count. */
export function enrollmentProgress(step: EnrollmentStep): { readonly index: number; readonly total: number } {
  return { index: ENROLLMENT_STEPS.indexOf(step) + 1, total: ENROLLMENT_STEPS.length };
}
