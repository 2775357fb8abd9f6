import { useIntl } from 'react-intl';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { IndicatorStyle } from '@domain/forms/fields';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { formMessages as m } from '../messages';

export interface PageIndicatorProps {
  style: IndicatorStyle;
  /** The pages the shopper goes through (skipped ones left out), by title. */
  titles: Array<string | undefined>;
  /** 0-based, among those pages. */
  current: number;
}

const DOT = 32;

/**
 * Where the shopper is in a form of several pages: numbered steps joined by a line ('connector'), numbered circles
 * ('circles') or a bar at page / pages ('progress'), with '{current} of {total}'. Steps are a list; the current one
 * is marked for screen readers too.
 */
export function PageIndicator({ style, titles, current }: PageIndicatorProps) {
  const intl = useIntl();
  const total = titles.length;
  const of = intl.formatMessage(m.pageOf, { current: current + 1, total });
  if (style === 'none') return null;
  if (style === 'progress') {
    const percent = Math.round(((current + 1) / total) * 100);
    return (
      <Box sx={{ marginBlockEnd: 2 }}>
        <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', marginBlockEnd: 0.5 }}>
          <span>{titles[current]}</span>
          <span>{of}</span>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={intl.formatMessage(m.progress)}
          aria-valuetext={of}
          sx={{ blockSize: 8, borderRadius: 4 }}
        />
      </Box>
    );
  }
  const connector = style === 'connector';
  return (
    <Box sx={{ marginBlockEnd: 2 }}>
      <Box
        component="ol"
        aria-label={intl.formatMessage(m.progress)}
        sx={{ display: 'flex', listStyle: 'none', padding: 0, margin: 0, gap: connector ? 0 : 1 }}
      >
        {titles.map((title, i) => {
          const done = i < current;
          const here = i === current;
          return (
            <Box
              component="li"
              key={i}
              aria-current={here ? 'step' : undefined}
              sx={{
                flex: connector ? '1 1 0' : '0 0 auto',
                display: 'flex',
                flexDirection: 'column',
                alignItems: connector ? 'center' : 'flex-start',
                position: 'relative',
                textAlign: 'center',
                // The line from the previous step, drawn behind the circles (mirrored in RTL by logical insets).
                '&:not(:first-of-type)::before': connector
                  ? {
                      content: '""',
                      position: 'absolute',
                      insetBlockStart: DOT / 2 - 1,
                      insetInlineEnd: '50%',
                      inlineSize: '100%',
                      blockSize: 2,
                      backgroundColor: done || here ? 'primary.main' : 'divider',
                    }
                  : undefined,
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  position: 'relative',
                  zIndex: 1,
                  inlineSize: DOT,
                  blockSize: DOT,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 'bold',
                  border: 2,
                  borderColor: done || here ? 'primary.main' : 'text.secondary',
                  backgroundColor: here ? 'primary.main' : 'background.paper',
                  color: here ? 'primary.contrastText' : done ? 'primary.main' : 'text.secondary',
                }}
              >
                {intl.formatNumber(i + 1)}
              </Box>
              {connector && (
                <Typography variant="caption" sx={{ marginBlockStart: 0.5, fontWeight: here ? 'bold' : undefined }}>
                  {title}
                </Typography>
              )}
              <VisuallyHidden>
                {intl.formatMessage(m.pageOf, { current: i + 1, total })}
                {title && !connector ? ` ${title}` : ''}
              </VisuallyHidden>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }} aria-hidden="true">
        {of}
      </Typography>
    </Box>
  );
}
