import { Box } from '@mui/material';
import { useIntl } from '@shared/i18n/intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { TextLink } from '@shared/ui/TextLink';

/**
 * The 'added' state (spec §4, step 5): what was added, and a 'View cart' link. The status region is on the page
 * from the start and holds the sentence only, so the success is announced as errors are (Next.js Commerce announced
 * only errors), without the link's text run into it.
 */
export function AddedToCartNotice({ added, productName }: { added: boolean; productName: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        typography: 'body2',
        '&:has(> [role="status"]:empty)': { display: 'none' },
      }}
    >
      <Box role="status" component="span">
        {added && intl.formatMessage({ id: 'product.addedMessage' }, { name: productName })}
      </Box>
      {added && (
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
          {intl.formatMessage({ id: 'product.viewCart' })}
        </TextLink>
      )}
    </Box>
  );
}
