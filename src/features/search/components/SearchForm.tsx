import type { KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Box, TextField } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SearchCategory } from '../model/search';
import { searchMessages } from '../messages';

export interface SearchFormProps {
  fieldRef: RefObject<HTMLInputElement | null>;
  text: string;
  category: string;
  categories: SearchCategory[];
  /** The results list the field controls, and whether it is shown. */
  listId: string;
  expanded: boolean;
  /** The id of the result the arrow keys reached (aria-activedescendant), if any. */
  activeId: string | undefined;
  /** The shopper submitted an empty field: the field says why nothing happened. */
  emptySubmit: boolean;
  onText: (text: string) => void;
  onCategory: (slug: string) => void;
  onMove: (key: 'ArrowDown' | 'ArrowUp') => void;
  onEnter: () => void;
  onSubmit: () => void;
}

/** The popup's form (a `search` landmark): the category select and the search field, a combobox over the results. */
export function SearchForm(props: SearchFormProps) {
  const { fieldRef, text, category, categories, listId, expanded, activeId, emptySubmit } = props;
  const intl = useIntl();
  const errorId = `${listId}-error`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onMove(event.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      props.onEnter();
    }
  };

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      sx={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing(2),
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${theme.spacing(20)}, 1fr) 3fr` },
        alignItems: 'start',
      })}
    >
      <TextField
        select
        label={intl.formatMessage(searchMessages.category)}
        value={category}
        onChange={(event) => props.onCategory(event.target.value)}
        // 'All categories' has the empty value, which would leave the label sitting on top of it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage(searchMessages.categoryAll)}</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {/* A native option cannot be styled: sub-categories are indented with no-break spaces. */}
            {`${'\u00a0\u00a0'.repeat(c.depth)}${c.name}`}
          </option>
        ))}
      </TextField>
      <TextField
        inputRef={fieldRef}
        type="search"
        name="s"
        // The dialog exists to take a query: its field is where focus belongs when it opens (APG dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        autoComplete="off"
        label={intl.formatMessage(searchMessages.field)}
        value={text}
        onChange={(event) => props.onText(event.target.value)}
        onKeyDown={onKeyDown}
        error={emptySubmit}
        helperText={emptySubmit ? intl.formatMessage(searchMessages.empty) : undefined}
        slotProps={{
          formHelperText: { id: errorId },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': activeId,
            'aria-invalid': emptySubmit,
            'aria-describedby': emptySubmit ? errorId : undefined,
            enterKeyHint: 'search',
          },
        }}
      />
    </Box>
  );
}
