import { useIntl } from 'react-intl';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import type { SearchCategory } from '../model/search';
import { searchButtonMessages } from '../messages';

// The popup (Dialog, form, results) is downloaded when the shopper first opens it, or points at the button; until it
// is there it shows nothing, inside the deferred part's own boundary.
const SearchPopup = deferred(() => import('./SearchPopup').then(({ SearchPopup: Popup }) => Popup));

export interface SearchButtonProps {
  /** The category select's options; the shell hands them in from the category tree. */
  categories: SearchCategory[];
}

/** The header's search button: opens the search popup. */
export function SearchButton({ categories }: SearchButtonProps) {
  const intl = useIntl();
  const { id, openerRef, open, mounted, show, close, onLoadError } = useDeferredOverlay('search');

  return (
    <>
      <IconButton
        ref={openerRef}
        aria-label={intl.formatMessage(searchButtonMessages.searchOpen)}
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
