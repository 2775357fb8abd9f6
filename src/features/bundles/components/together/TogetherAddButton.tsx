import { useId } from 'react';
import { Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { CountBadge } from '@shared/ui/CountBadge';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { addMessages } from '@entities/cart/messages';
import { togetherMessages } from '../../together-messages';
import { companionMessages } from '@entities/companions/messages';

interface Props {
  /** The counter badge's number, or null when it is not shown. */
  badge: number | null;
  busy: boolean;
  /** Why the button cannot add (the block's alert, in plain words), or null. */
  blockedReason: string | null;
  onAdd: () => void;
}

/**
 * The block's own 'Add to cart' (atc-button 'separate' or 'both') with its counter badge. The badge is drawn for the
 * eye only; its count describes the button, as does the reason it cannot add. A button that cannot add stays
 * focusable (aria-disabled), like the product form's.
 */
export function TogetherAddButton({ badge, busy, blockedReason, onAdd }: Props) {
  const intl = useIntl();
  const countId = useId();
  const reasonId = useId();
  const describedBy = [badge !== null ? countId : null, blockedReason ? reasonId : null].filter(Boolean).join(' ');
  const blocked = blockedReason !== null;

  const button = (
    <Button
      variant="contained"
      size="large"
      aria-disabled={blocked || busy || undefined}
      aria-describedby={describedBy || undefined}
      onClick={() => {
        if (!blocked && !busy) onAdd();
      }}
      sx={{ minBlockSize: (theme) => theme.shop.layout.touchTarget, '&[aria-disabled="true"]': { opacity: 0.6 } }}
    >
      {intl.formatMessage(busy ? addMessages.adding : togetherMessages.addToCart)}
    </Button>
  );

  return (
    <>
      {badge !== null ? <CountBadge count={badge}>{button}</CountBadge> : button}
      {badge !== null && (
        <VisuallyHidden id={countId}>{intl.formatMessage(companionMessages.badge, { count: badge })}</VisuallyHidden>
      )}
      {blockedReason && <VisuallyHidden id={reasonId}>{blockedReason}</VisuallyHidden>}
    </>
  );
}
