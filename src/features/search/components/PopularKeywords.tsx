import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { Locale } from '@domain/locales';
import { searchResultsHref } from '../model/search';
import { searchMessages } from '../messages';

export interface PopularKeywordsProps {
  keywords: string[];
  locale: Locale;
}

/** What other shoppers search for most, each a link to its results page; shown while there are no live results. */
export function PopularKeywords({ keywords, locale }: PopularKeywordsProps) {
  const intl = useIntl();
  const headingId = `${useId()}-popular`;
  if (keywords.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme: Theme) => ({ display: 'grid', gap: theme.spacing(1) })}
    >
      <Typography id={headingId} component="h3" variant="h6">
        {intl.formatMessage(searchMessages.popular)}
      </Typography>
      <Box
        component="ul"
        sx={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.spacing(1),
          padding: 0,
          margin: 0,
          listStyle: 'none',
        })}
      >
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Chip
              component={RouterLink}
              to={searchResultsHref(locale, keyword, '')}
              label={keyword}
              clickable
              variant="outlined"
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
