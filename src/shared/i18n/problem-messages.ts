import type { MessageDescriptor } from 'react-intl';
import { errorMessageId, type ApiError } from '@shared/api/problem';
import { cartErrorMessages } from './cart-problem-messages';
import { sharedMessages } from './messages';

/**
 * Every problem message by id (`error.<code>`): the server's code is known only at run time, so the lookup is built
 * from the declared descriptors (and extraction sees each of them where it is declared).
 */
const PROBLEM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  [
    ...Object.values<MessageDescriptor & { id: string }>(sharedMessages),
    ...Object.values<MessageDescriptor & { id: string }>(cartErrorMessages),
  ]
    .filter((message) => message.id.startsWith('error.'))
    .map((message) => [message.id, message]),
);

/** The message of a refused request: its code's own, or the generic one for a code without a message. */
export function problemMessage(error: Pick<ApiError, 'code'>): MessageDescriptor {
  return PROBLEM_MESSAGES[errorMessageId(error, PROBLEM_MESSAGES)] ?? sharedMessages.errorUnknownError;
}
