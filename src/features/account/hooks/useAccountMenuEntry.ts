import { useSignedInUser } from '@entities/customer/api';
import { useAccountDialogs } from '../components/dialogs/AccountDialogs';

/**
 * The account's entry in the mobile menu, like the header's button: a customer follows the link to My Account, a
 * guest gets the login dialog (focus then goes back to `opener`, the menu having closed).
 */
export function useAccountMenuEntry(): { onOpen?: (opener: HTMLElement | null) => void } {
  const user = useSignedInUser();
  const dialogs = useAccountDialogs();
  if (user) return {};
  return { onOpen: (opener) => dialogs.open('login', { opener }) };
}
