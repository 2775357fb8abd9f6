import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Dialog, IconButton, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useLiveSearchQuery, usePopularKeywordsQuery } from '../api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { productPath } from '@domain/page-paths';
import { liveQuery, moveActive, searchResultsHref, type SearchCategory } from '../model/search';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { PopularKeywords } from './PopularKeywords';
import { SearchStatus } from './SearchStatus';
import { searchMessages } from '../messages';
import { useInertPage } from '@shared/ui/useInertPage';

export interface SearchPopupProps {
  id: string;
  open: boolean;
  onClose: () => void;
  categories: SearchCategory[];
}

/**
 * The search popup: a search field and a category select; live results after the search delay once the
 * query has the minimum length, popular keywords otherwise; 'View all results' goes to the results page. The field
 * is an APG combobox: arrow keys move through the results, Enter opens one, Escape closes the popup.
 */
export function SearchPopup({ id, open, onClose, categories }: SearchPopupProps) {
  useInertPage(open);
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useSettings();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const titleId = `${useId()}-title`;
  const listId = `${id}-results`;
  const fieldRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [active, setActive] = useState(-1);
  const [emptySubmit, setEmptySubmit] = useState(false);

  const wanted = search.ajaxDisabled ? null : liveQuery(text, search.minLength);
  const settled = useDebouncedValue(wanted, search.delayMs);
  // Clearing the field shows the keywords at once; only a query to send waits for the delay.
  const query = wanted === null ? null : settled;
  const live = useLiveSearchQuery(query === null ? skipToken : { locale, s: query, category });
  const popular = usePopularKeywordsQuery(open ? locale : skipToken);
  const results = query !== null && live.data && live.originalArgs?.s === query ? live.data : null;
  const hits = results?.hits ?? [];
  const typing = wanted !== null && (wanted !== settled || live.isFetching);

  const openResult = (index: number) => {
    const hit = hits[index];
    if (hit) navigate(productPath(locale, hit.slug));
  };
  const submit = () => {
    if (text.trim() === '') {
      setEmptySubmit(true);
      fieldRef.current?.focus();
      return;
    }
    navigate(searchResultsHref(locale, text, category));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      transitionDuration={reduceMotion ? 0 : undefined}
      // As the mobile menu: focus and the page's un-hiding happen in the same commit (mui#46682).
      closeAfterTransition={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { id }, transition: { appear: true } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={(theme: Theme) => ({ padding: theme.spacing(2, 2, 3), display: 'grid', gap: theme.spacing(2) })}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h4">
            {intl.formatMessage(searchMessages.title)}
          </Typography>
          <IconButton aria-label={intl.formatMessage(searchMessages.close)} onClick={onClose} color="inherit">
            <CloseIcon />
          </IconButton>
        </Box>
        <SearchForm
          fieldRef={fieldRef}
          text={text}
          category={category}
          categories={categories}
          listId={listId}
          expanded={hits.length > 0}
          activeId={active >= 0 && hits[active] ? `${listId}-${hits[active].id}` : undefined}
          emptySubmit={emptySubmit}
          onText={(value) => {
            setText(value);
            setActive(-1);
            if (value.trim() !== '') setEmptySubmit(false);
          }}
          onCategory={(value) => {
            setCategory(value);
            setActive(-1);
          }}
          onMove={(key) => setActive((current) => moveActive(current, hits.length, key))}
          onEnter={() => (active >= 0 ? openResult(active) : submit())}
          onSubmit={submit}
        />
        <SearchStatus
          minLength={search.minLength}
          liveEnabled={!search.ajaxDisabled}
          hasQuery={wanted !== null}
          busy={typing}
          failed={query !== null && live.isError && !live.isFetching}
          onRetry={() => void live.refetch()}
          total={results?.total ?? null}
          moreThanTotal={results?.moreThanTotal ?? false}
          suggestion={results?.suggestion ?? null}
          onSuggestion={(suggestion) => {
            setText(suggestion);
            setActive(-1);
            fieldRef.current?.focus();
          }}
        />
        {hits.length > 0 ? (
          <SearchResults
            id={listId}
            hits={hits}
            active={active}
            busy={typing}
            onOpen={openResult}
            onHover={setActive}
            viewAll={results && results.total > 0 ? submit : undefined}
          />
        ) : (
          !typing && <PopularKeywords keywords={popular.data ?? []} locale={locale} />
        )}
      </Box>
    </Dialog>
  );
}
