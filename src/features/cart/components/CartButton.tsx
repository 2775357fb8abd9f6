import { useIntl } from '@shared/i18n/intl';
import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@mui/material';
import { CountBadge } from '@shared/ui/CountBadge';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { localePath, useLocale } from '@shared/i18n/locale-context';

export interface CartButtonProps {
  /** Items in the cart; the cart issue wires it (and may turn the link into the cart drawer's opener). */
  count?: number;
}

/** The header's cart link with its count badge; the count is part of the accessible name ('Cart, 2 items'). */
export function CartButton({ count = 0 }: CartButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <IconButton
      component={RouterLink}
      to={localePath(locale, '/cart/')}
      aria-label={intl.formatMessage({ id: 'cart.button.name' }, { count })}
      color="inherit"
    >
      <CountBadge count={count}>
        <ShoppingBagOutlinedIcon />
      </CountBadge>
    </IconButton>
  );
}
