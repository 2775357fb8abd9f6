import { useIntl } from '@shared/i18n/intl';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import { MessageGroup } from '@shared/i18n/message-groups';
import type { SearchCategory } from '../model/search';
import type { SearchPopupProps } from './SearchPopup';

// The popup (Dialog, form, results) and its messages are downloaded when the shopper first opens it, or points at
// the button; until both are there it shows nothing, inside the deferred part's own boundary.
const SearchPopup = deferred(() =>
  import('./SearchPopup').then(({ SearchPopup: Popup }) => (props: SearchPopupProps) => (
    <MessageGroup name="search">
      <Popup {...props} />
    </MessageGroup>
  )),
);

export interface SearchButtonProps {
  /** The category select's options; the shell hands them in from the category tree. */
  categories: SearchCategory[];
}

/** The header's search button: opens the search popup (spec §2 'Search popup'). */
export function SearchButton({ categories }: SearchButtonProps) {
  const intl = useIntl();
  const { id, openerRef, open, mounted, show, close, onLoadError } = useDeferredOverlay('search');

  return (
    <>
      <IconButton
        ref={openerRef}
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => show()}
        onPointerEnter={SearchPopup.preload}
        onFocus={SearchPopup.preload}
        color="inherit"
      >
        <SearchIcon />
      </IconButton>
      {mounted && <SearchPopup id={id} open={open} onClose={close} categories={categories} onLoadError={onLoadError} />}
    </>
  );
}
