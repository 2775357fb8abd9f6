import { Box, Rating as MuiRating, Typography } from '@mui/material';
import { useIntl } from 'react-intl';

export interface RatingProps {
  /** Average rating in hundredths of a star, as the server sends it: 450 = 4.5 stars. */
  average: number;
  /** Number of ratings; shown as '(12)' and said in the accessible text. */
  count?: number;
}

const STARS = 5;

/**
 * Read-only stars. Assistive technology gets one image named 'Rated 4.50 out of 5' (translated,
 * digits in the locale's format); the stars and the visible count are not read twice.
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
      ? intl.formatMessage({ id: 'rating.label' }, { rating })
      : intl.formatMessage({ id: 'rating.labelWithCount' }, { rating, count });

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <MuiRating
        value={stars}
        max={STARS}
        precision={0.1}
        readOnly
        size="small"
        getLabelText={() => label}
        sx={(theme) => ({
          // Saffron's dark shade: stars keep 3:1 against the paper (WCAG 1.4.11).
          '& .MuiRating-iconFilled': { color: theme.shop.palette.saffron.dark },
          '& .MuiRating-iconEmpty': { color: theme.palette.text.secondary },
        })}
      />
      {count !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden="true">
          ({intl.formatNumber(count, { numberingSystem: 'latn' })})
        </Typography>
      )}
    </Box>
  );
}
