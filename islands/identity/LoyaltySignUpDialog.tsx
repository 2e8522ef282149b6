import type { DialogViewProps } from '../dialogs/dialog-view';
import { contextOf } from './context';
import EnrollmentFlow from './EnrollmentFlow';

/**
 * Loyalty sign-up (spec §2 dialog): the enrollment flow (spec §2 steps, §4 start rule). A guest
 * starts at the email lookup; a signed-in shopper at the mobile or profile step, where joining
 * adds the Loyalty enrollment to the profile (§4) and asks for the memberId. Opened by join links,
 * campaign links (props.source: enrollment_marketing_source), the sign-up form's loyalty variant
 * once it created the account (props.justSignedUp) and anything that opens this dialog.
 */
export default function LoyaltySignUpDialog({ props, close }: DialogViewProps) {
  return <EnrollmentFlow context={contextOf(props)} source={typeof props.source === 'string' ? props.source : null} justSignedUp={props.justSignedUp === true} close={close} />;
}
