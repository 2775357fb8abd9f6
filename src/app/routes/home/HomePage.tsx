import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import { usePageMeta } from '../use-page-meta';
import { HomeHero } from './HomeHero';

/** `/{locale}/`: the hero, then the catalogue's category tiles and featured products. */
export function HomePage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'app.title' }), intl.formatMessage({ id: 'app.description' }));
  return (
    <Box
      sx={(theme) => ({
        maxInlineSize: theme.shop.layout.containerMax,
        marginInline: 'auto',
        paddingInline: { xs: 2, md: 3 },
      })}
    >
      <HomeHero />
      <HomeCatalogue />
    </Box>
  );
}
