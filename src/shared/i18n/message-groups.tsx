import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlMessages } from './intl';

/**
 * Messages that only some pages or overlays need are kept out of the shell's catalogue and downloaded with them, in
 * the page's locale: the home page does not carry the listing's or the cart's words. Names are registered with their
 * catalogues in app/feature-catalogues.ts.
 */
export type MessageGroupName = 'listing' | 'search' | 'product' | 'cart';

export interface MessageGroups {
  /** The group's messages once downloaded; undefined before. */
  get(group: MessageGroupName): IntlMessages | undefined;
  /**
   * One promise per group and locale (stable across renders, for `use`), marked fulfilled once the group is there so
   * that `use` returns at once instead of suspending; a failed download may be retried.
   */
  load(group: MessageGroupName): Promise<void>;
}

export const MessageGroupsContext = createContext<MessageGroups | null>(null);

/**
 * Renders its children with the group's messages added to the page's, suspending until they have arrived (the
 * nearest Suspense boundary waits, a navigation keeps the current page). Where every message is already there (tests,
 * Storybook, the dev server) it renders its children at once.
 */
export function MessageGroup({ name, children }: { name: MessageGroupName; children: ReactNode }) {
  const groups = useContext(MessageGroupsContext);
  const intl = useIntl();
  // `use` is called on every render, never only while the group is missing: a render that suspended on it and is
  // replayed once it arrived must call the same hooks, or React throws away the concurrent render (error 467/520).
  if (groups) use(groups.load(name));
  const group = groups?.get(name);
  const messages = useMemo(
    () => (group && Object.keys(group).length > 0 ? ({ ...intl.messages, ...group } as IntlMessages) : null),
    [intl.messages, group],
  );
  if (!messages) return children;
  return (
    <IntlProvider locale={intl.locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
