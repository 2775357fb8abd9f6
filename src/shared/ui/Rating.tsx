import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { ratingMessages } from './rating-messages';

export interface RatingProps {
  /** Average rating in hundredths of a star, as the server sends it: 450 = 4.5 stars. */
  average: number;
  /** Number of ratings; shown as '(12)' and said in the accessible text. */
  count?: number;
}

const STARS = 5;
// Material's star and star-outline glyphs (24-unit grid).
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

function Glyph({ path }: { path: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
      sx={{ display: 'block', width: '1em', height: '1em', fill: 'currentColor' }}
    >
      <path d={path} />
    </Box>
  );
}

/**
 * Read-only stars, a tenth of a star precise. Assistive technology gets one image named 'Rated 4.50 out of 5'
 * (translated, digits in the locale's format); the stars and the visible count are not read twice. Drawn here rather
 * than with MUI's Rating, whose input machinery a display does not need (2.7 KiB gzip on every page).
 */
export function Rating({ average, count }: RatingProps) {
  const intl = useIntl();
  const stars = Math.min(Math.max(average, 0), STARS * 100) / 100;
  // Latin digits in every locale, as the prices use them (Moroccan usage): 4.50 / 4,50.
  const rating = intl.formatNumber(stars, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  const label =
    count === undefined
      ? intl.formatMessage(ratingMessages.label, { rating })
      : intl.formatMessage(ratingMessages.labelWithCount, { rating, count });
  // Tenths of a star, as the fill is drawn.
  const tenths = Math.round(stars * 10);

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        role="img"
        aria-label={label}
        sx={(theme: Theme) => ({ display: 'inline-flex', fontSize: theme.typography.pxToRem(18), lineHeight: 1 })}
      >
        {Array.from({ length: STARS }, (_, i) => {
          const fill = Math.min(Math.max(tenths - i * 10, 0), 10) * 10;
          return (
            <Box key={i} component="span" sx={{ position: 'relative', display: 'block' }}>
              {/* Empty part: the outline in the secondary text colour. */}
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', visibility: fill === 100 ? 'hidden' : 'visible' }}
              >
                <Glyph path={STAR_OUTLINE} />
              </Box>
              {fill > 0 && (
                <Box
                  component="span"
                  // Saffron's dark shade: stars keep 3:1 against the paper (WCAG 1.4.11). The fill grows from the
                  // start side, so it mirrors in right-to-left pages.
                  sx={(theme: Theme) => ({
                    position: 'absolute',
                    insetBlockStart: 0,
                    insetInlineStart: 0,
                    width: `${fill}%`,
                    overflow: 'hidden',
                    color: theme.shop.palette.saffron.dark,
                  })}
                >
                  <Glyph path={STAR} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {count !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden="true">
          ({intl.formatNumber(count, { numberingSystem: 'latn' })})
        </Typography>
      )}
    </Box>
  );
}
