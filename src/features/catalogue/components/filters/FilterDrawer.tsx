import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { ModalDrawer } from '@shared/ui/ModalDrawer';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { filterMessages } from '../../filter-messages';

export interface FilterDrawerProps {
  open: boolean;
  onClose(): void;
  /** The trigger's aria-controls names it. */
  id: string;
  /** Products matching the current filters, for 'Show N results'; without it the button says 'Show results'. */
  resultCount?: number;
  children: ReactNode;
}

/**
 * The filters off canvas (991px or less), from the start side like the sidebar it replaces. Filters
 * apply as they change, so 'Show N results' only closes the drawer onto the updated results. Built as
 * every drawer of the shop is (ModalDrawer).
 */
export function FilterDrawer({ open, onClose, id, resultCount, children }: FilterDrawerProps) {
  const intl = useIntl();
  const titleId = `${useId()}-title`;

  return (
    <ModalDrawer
      id={id}
      titleId={titleId}
      anchor="left"
      open={open}
      onClose={onClose}
      paperSx={(theme: Theme) => ({
        width: `min(${theme.spacing(45)}, 90vw)`,
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: 2,
          paddingInlineEnd: 1,
          paddingBlock: 1,
        }}
      >
        <Typography id={titleId} component="h2" variant="h3">
          {intl.formatMessage(filterMessages.filtersTitle)}
        </Typography>
        <IconButton aria-label={intl.formatMessage(filterMessages.filtersClose)} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', paddingInline: 2 }}>{children}</Box>
      <Box
        sx={(theme: Theme) => ({
          display: 'flex',
          gap: 1,
          padding: 2,
          borderBlockStart: `1px solid ${theme.palette.divider}`,
          '& > *': { flex: 1 },
        })}
      >
        <Button variant="text" onClick={onClose}>
          {intl.formatMessage(filterMessages.filtersCloseFooter)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {resultCount === undefined
            ? intl.formatMessage(filterMessages.filtersShowResultsUnknown)
            : intl.formatMessage(filterMessages.filtersShowResults, { count: resultCount })}
        </Button>
      </Box>
    </ModalDrawer>
  );
}
