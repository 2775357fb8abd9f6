import { useIntl } from 'react-intl';
import { SkipLink as SharedSkipLink } from '@shared/ui/SkipLink';
import { navigationMessages } from '../messages';

export interface SkipLinkProps {
  /** Id of the element that receives focus; it must be focusable (the shell's `main` has tabIndex -1). */
  targetId: string;
}

/** The first focusable element of every page: hidden until focused, it moves focus to the main content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  const intl = useIntl();
  return <SharedSkipLink targetId={targetId} label={intl.formatMessage(navigationMessages.navSkipToContent)} />;
}
