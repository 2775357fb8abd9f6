import { Box, Button, Typography } from '@mui/material';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from '@shared/i18n/intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';

/** Spec §4 'Cart emptiness': an empty cart says so and leads back to the shop (the countdown is gone with it). */
export function EmptyCart() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, paddingBlock: 6, textAlign: 'center' }}>
      <RemoveShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography>{intl.formatMessage({ id: 'cart.empty' })}</Typography>
      <Button component={RouterLink} to={localePath(locale, '/shop/')} variant="outlined">
        {intl.formatMessage({ id: 'cart.returnToShop' })}
      </Button>
    </Box>
  );
}
