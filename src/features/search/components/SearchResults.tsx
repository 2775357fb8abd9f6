import { useIntl } from 'react-intl';
import { Box, Button, List } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SearchHit } from '../model/search';
import { SearchResultOption } from './SearchResultOption';
import { searchMessages } from '../messages';

export interface SearchResultsProps {
  id: string;
  hits: SearchHit[];
  /** The result the arrow keys reached, or -1. */
  active: number;
  /** A newer query is on its way: the list stays, marked busy. */
  busy: boolean;
  onOpen: (index: number) => void;
  onHover: (index: number) => void;
  /** Submits the form to the results page; absent when nothing was found. */
  viewAll: (() => void) | undefined;
}

/** The live results: a listbox the search field controls, then 'View all results'. */
export function SearchResults({ id, hits, active, busy, onOpen, onHover, viewAll }: SearchResultsProps) {
  const intl = useIntl();
  return (
    <Box sx={(theme: Theme) => ({ display: 'grid', gap: theme.spacing(2) })}>
      <List
        id={id}
        role="listbox"
        aria-label={intl.formatMessage(searchMessages.results)}
        aria-busy={busy || undefined}
        disablePadding
        sx={(theme: Theme) => ({
          display: 'grid',
          gap: theme.spacing(1),
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        })}
      >
        {hits.map((hit, index) => (
          <SearchResultOption
            key={hit.id}
            id={`${id}-${hit.id}`}
            hit={hit}
            selected={index === active}
            onOpen={() => onOpen(index)}
            onHover={() => onHover(index)}
          />
        ))}
      </List>
      {viewAll && (
        <Box>
          <Button variant="contained" onClick={viewAll}>
            {intl.formatMessage(searchMessages.viewAll)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
