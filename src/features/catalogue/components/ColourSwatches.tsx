import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { swatchPicture } from '@domain/media';
import { SwatchImage } from '@shared/ui/SwatchImage';
import { splitSwatches, swatchBackground, SWATCH_PREVIEW_MAX } from '../model/home';
import type { ColourPreview } from '../model/types';
import { catalogueMessages } from '../messages';

/**
 * A preview of a product's colours: small circles, each with its colour's name as text for
 * assistive technology and as a tooltip, at most four, then '+N'. Where a page gives its cards the product
 * feature's swatches (listing pages, CardPurchaseSlot), they replace this preview.
 */
export function ColourSwatches({ colours, max = SWATCH_PREVIEW_MAX }: { colours: ColourPreview[]; max?: number }) {
  const intl = useIntl();
  const { shown, hidden } = splitSwatches(colours, max);
  if (colours.length === 0) return null;
  return (
    <Box
      component="ul"
      role="list"
      aria-label={intl.formatMessage(catalogueMessages.swatchesLabel)}
      // Above the card's stretched link, so the colour names' tooltips can be hovered.
      sx={{
        position: 'relative',
        zIndex: 1,
        alignSelf: 'flex-start',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      {shown.map((colour) => (
        <Box component="li" key={colour.slug} sx={{ display: 'flex' }}>
          {/* The tooltip names the colour for sighted shoppers who cannot tell it apart; hidden, so it is not read twice. */}
          <Box
            component="span"
            aria-hidden="true"
            title={colour.name}
            sx={(theme) => ({
              inlineSize: theme.spacing(2),
              blockSize: theme.spacing(2),
              borderRadius: `${theme.shop.radii.pill}px`,
              // The outline keeps light swatches (white, cream) visible on the paper background.
              border: `1px solid ${theme.palette.text.secondary}`,
              ...swatchBackground(colour.swatch),
            })}
          >
            {swatchPicture(colour.swatch) && <SwatchImage src={swatchPicture(colour.swatch)!} />}
          </Box>
          <VisuallyHidden>{colour.name}</VisuallyHidden>
        </Box>
      ))}
      {hidden > 0 && (
        <Box component="li" sx={{ typography: 'caption', color: 'text.secondary' }}>
          <span aria-hidden="true">+{intl.formatNumber(hidden, { numberingSystem: 'latn' })}</span>
          <VisuallyHidden>{intl.formatMessage(catalogueMessages.swatchesMore, { count: hidden })}</VisuallyHidden>
        </Box>
      )}
    </Box>
  );
}
