/** One locale's messages, pre-parsed at build time (vite-plugins/precompiled-messages.ts). */
declare module 'virtual:precompiled-messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
