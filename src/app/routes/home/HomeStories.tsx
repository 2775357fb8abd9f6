import { Box } from '@mui/material';
import { HOME_PAGE_SLUG } from '@domain/content/validate';
import { useGetContentPageQuery } from '@features/content/api';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import { useLocale } from '@shared/i18n/locale-context';
import { renderProductCarousel } from '../content/product-carousel-block';

/**
 * The home page's part the shop owner writes: the blocks of the 'home' content page (the workshops' carousel, a few
 * words, a call to action), under the catalogue. A shop without that page shows nothing here; so does a failed read,
 * the catalogue above being the page.
 */
export function HomeStories() {
  const locale = useLocale();
  const { data } = useGetContentPageQuery({ slug: HOME_PAGE_SLUG, locale });
  if (!data || data.blocks.length === 0) return null;
  return (
    <Box sx={{ marginBlockStart: { xs: 5, md: 8 } }}>
      <ContentBlocks blocks={data.blocks} renderProducts={renderProductCarousel} />
    </Box>
  );
}
