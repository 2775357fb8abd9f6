import { Box, Button, Typography } from '@mui/material';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { cartDrawerMessages } from '../drawer-messages';

/** An empty cart says so and leads back to the shop (the countdown is gone with it). */
export function EmptyCart() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, paddingBlock: 6, textAlign: 'center' }}>
      <RemoveShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography>{intl.formatMessage(cartDrawerMessages.empty)}</Typography>
      <Button component={RouterLink} to={localePath(locale, '/shop/')} variant="outlined">
        {intl.formatMessage(cartDrawerMessages.returnToShop)}
      </Button>
    </Box>
  );
}
