/** The messages' group chunks, by group and locale (vite-plugins/precompiled-messages.ts). */
declare module 'virtual:precompiled-messages/groups' {
  import type { MessageFormatElement } from '@shared/i18n/intl';
  import type { MessageGroupName } from '@shared/i18n/message-groups';
  import type { Locale } from '@domain/locales';

  const groups: Record<MessageGroupName, Record<Locale, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>;
  export default groups;
}

/** One locale's messages (the shell's, or a group's: `…/{locale}/{group}`), pre-parsed at build time. */
declare module 'virtual:precompiled-messages/*' {
  import type { MessageFormatElement } from '@shared/i18n/intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
