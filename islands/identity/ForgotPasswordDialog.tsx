import type { DialogViewProps } from '../dialogs/dialog-view';
import PasswordForms from '../account/PasswordForms';
import { contextOf } from './context';

/** Forgot password (spec §2 dialog): the page's form, asking for the reset mail. */
export default function ForgotPasswordDialog({ props }: DialogViewProps) {
  const { target, messages, links } = contextOf(props);
  return <PasswordForms target={target} messages={messages} links={links} mode={{ kind: 'forgot' }} idPrefix="dialog-forgot" />;
}
