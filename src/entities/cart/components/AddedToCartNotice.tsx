import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { TextLink } from '@shared/ui/TextLink';
import { addMessages } from '../messages';

/**
 * The 'added' state: what was added, and a 'View cart' link (not on the cart page itself). The
 * sentence is not a live region: the header's cart button announces the add 1 s later (step 7), from the drawer
 * when the drawer opens, so it is heard once and not lost when the page behind the drawer is hidden.
 */
export function AddedToCartNotice({ added, productName }: { added: boolean; productName: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const onCartPage = useLocation().pathname === localePath(locale, '/cart/');
  if (!added) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        typography: 'body2',
      }}
    >
      <span>{intl.formatMessage(addMessages.addedMessage, { name: productName })}</span>
      {!onCartPage && (
        <TextLink
          to={localePath(locale, '/cart/')}
          underline="always"
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            minBlockSize: theme.shop.layout.minTarget,
            fontWeight: 'bold',
          })}
        >
          {intl.formatMessage(addMessages.viewCart)}
        </TextLink>
      )}
    </Box>
  );
}
