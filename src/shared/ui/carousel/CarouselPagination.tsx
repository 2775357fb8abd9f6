import { Box, ButtonBase, Typography } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { fractionParts, type FractionStyle } from '@domain/carousel-paging';
import { VisuallyHidden } from '../VisuallyHidden';
import { carouselMessages } from '../carousel-messages';

export interface CarouselPaginationProps {
  kind: 'bullets' | 'fraction';
  /** The current page, from 0. */
  page: number;
  /** The first slide of each page. */
  starts: number[];
  onPage: (start: number) => void;
  fractionStyle: FractionStyle;
  controls: string;
}

/**
 * Bullets (one button per page, the current one marked with aria-current) or a fraction ('2 / 5', '02 / 05' in
 * the zero-padded style; '2 من 5' in Arabic, isolated so it never reorders with the text around it).
 */
export function CarouselPagination({ kind, page, starts, onPage, fractionStyle, controls }: CarouselPaginationProps) {
  const intl = useIntl();
  const direction = useTheme().direction;
  if (kind === 'fraction') {
    const { current, total } = fractionParts(page + 1, starts.length, fractionStyle);
    return (
      <Typography component="p" variant="body2" sx={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>
        <bdi dir={direction} aria-hidden="true">
          {intl.formatMessage(carouselMessages.fraction, { current, total })}
        </bdi>
        <VisuallyHidden>
          {intl.formatMessage(carouselMessages.fractionLabel, { current: page + 1, total: starts.length })}
        </VisuallyHidden>
      </Typography>
    );
  }
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(carouselMessages.pagination)}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}
    >
      {starts.map((start, i) => (
        <ButtonBase
          key={start}
          aria-label={intl.formatMessage(carouselMessages.goTo, { position: start + 1 })}
          aria-current={i === page ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onPage(start)}
          sx={(theme: Theme) => ({
            inlineSize: theme.shop.layout.minTarget,
            blockSize: theme.shop.layout.minTarget,
            borderRadius: `${theme.shop.radii.pill}px`,
            '&::after': {
              content: '""',
              inlineSize: theme.spacing(1.25),
              blockSize: theme.spacing(1.25),
              borderRadius: `${theme.shop.radii.pill}px`,
              border: `2px solid ${theme.palette.text.secondary}`,
              boxSizing: 'border-box',
            },
            // The current page is filled and larger: not told by colour alone.
            '&[aria-current="true"]::after': {
              inlineSize: theme.spacing(1.75),
              blockSize: theme.spacing(1.75),
              backgroundColor: theme.palette.primary.main,
              borderColor: theme.palette.primary.main,
            },
          })}
        />
      ))}
    </Box>
  );
}
