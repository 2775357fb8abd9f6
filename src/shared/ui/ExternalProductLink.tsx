import { useId } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from './VisuallyHidden';
import { externalProductMessages } from './external-product-messages';

/** Search engines are not sent through the link, and the seller's site learns nothing of the page it came from. */
export const EXTERNAL_PRODUCT_REL = 'nofollow noopener noreferrer';

export interface ExternalProductLinkProps {
  /** The seller's address (an http(s) URL, as the server gives it). */
  href: string;
  /** The product's own button words; null: 'Buy product'. */
  text: string | null;
  /** Added to the accessible name ('Buy product: Loom') where several such buttons sit side by side (cards, rows). */
  productName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * An external product's button: a link to the site that sells it, styled as a button, opening in the same tab as
 * WooCommerce's does. Its description tells assistive technology that it leaves the shop.
 */
export function ExternalProductLink({
  href,
  text,
  productName,
  variant = 'contained',
  size = 'medium',
}: ExternalProductLinkProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const action = text ?? intl.formatMessage(externalProductMessages.buyProduct);
  return (
    <>
      <Button
        component="a"
        href={href}
        rel={EXTERNAL_PRODUCT_REL}
        variant={variant}
        size={size}
        aria-label={
          productName ? intl.formatMessage(externalProductMessages.named, { action, name: productName }) : undefined
        }
        aria-describedby={descriptionId}
        sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}
      >
        {action}
      </Button>
      <VisuallyHidden id={descriptionId}>{intl.formatMessage(externalProductMessages.leavesShop)}</VisuallyHidden>
    </>
  );
}
