import { useId, type ReactNode } from 'react';
import { useIntl } from '@shared/i18n/intl';
import { Box, Button, Drawer, IconButton, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

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
 * The filters off canvas (spec §2, §9: 991px or less), from the start side like the sidebar it replaces. Filters
 * apply as they change, so 'Show N results' only closes the drawer onto the updated results. Built as
 * MobileMenuDrawer is, for the same MUI pitfalls.
 */
export function FilterDrawer({ open, onClose, id, resultCount, children }: FilterDrawerProps) {
  const intl = useIntl();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const titleId = `${useId()}-title`;

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      transitionDuration={reduceMotion ? 0 : undefined}
      // Closing at once restores focus and un-hides the page in one commit (mui#46682, see MobileMenuDrawer).
      ModalProps={{ closeAfterTransition: false }}
      slotProps={{
        paper: {
          id,
          // Repeated so an upgrade cannot drop them (mui#46673).
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: (theme: Theme) => ({ width: `min(${theme.spacing(45)}, 90vw)`, display: 'flex', flexDirection: 'column' }),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInlineStart: 2, paddingInlineEnd: 1, paddingBlock: 1 }}>
        <Typography id={titleId} component="h2" variant="h3">
          {intl.formatMessage({ id: 'catalogue.filters.title' })}
        </Typography>
        <IconButton aria-label={intl.formatMessage({ id: 'catalogue.filters.close' })} onClick={onClose} color="inherit">
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
          {intl.formatMessage({ id: 'catalogue.filters.closeFooter' })}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {resultCount === undefined
            ? intl.formatMessage({ id: 'catalogue.filters.showResultsUnknown' })
            : intl.formatMessage({ id: 'catalogue.filters.showResults' }, { count: resultCount })}
        </Button>
      </Box>
    </Drawer>
  );
}
