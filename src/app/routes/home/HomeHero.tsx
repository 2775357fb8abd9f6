import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { ZelligePattern } from './ZelligePattern';
import { homeMessages } from './messages';

/**
 * The home page's opening: the shop's name and promise (the page's h1), a short text and the way
 * into the catalogue. Text sits on plain indigo, the zellige pattern beside it (below on phones),
 * so the pattern never lowers the text's contrast.
 */
export function HomeHero() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        overflow: 'hidden',
        borderRadius: `${theme.shop.radii.lg}px`,
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        marginBlockStart: { xs: 2, md: 4 },
      })}
    >
      <Box sx={{ paddingBlock: { xs: 3, md: 6 }, paddingInline: { xs: 3, md: 6 }, textAlign: 'start' }}>
        <Typography component="p" variant="overline" sx={{ letterSpacing: 'normal', fontWeight: 'fontWeightBold' }}>
          {intl.formatMessage(homeMessages.heroShopName)}
        </Typography>
        <Typography id={titleId} component="h1" variant="h1" sx={{ marginBlockEnd: 2 }}>
          {intl.formatMessage(homeMessages.heroTitle)}
        </Typography>
        <Typography sx={{ marginBlockEnd: 3, maxInlineSize: '60ch' }}>
          {intl.formatMessage(homeMessages.heroText)}
        </Typography>
        <Button
          component={RouterLink}
          to={localePath(locale, '/shop/')}
          variant="contained"
          color="secondary"
          size="large"
        >
          {intl.formatMessage(homeMessages.heroCta)}
        </Button>
      </Box>
      {/* A band under the text on phones (the products come next), the whole side on wide screens. */}
      <Box sx={(theme) => ({ blockSize: { xs: theme.spacing(5), md: 'auto' }, minBlockSize: { md: '100%' } })}>
        <ZelligePattern />
      </Box>
    </Box>
  );
}
