import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Dialog, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { sharedMessages } from '@shared/i18n/messages';
import { useMediaMatch } from '@shared/ui/useMediaMatch';
import { useInertPage } from '@shared/ui/useInertPage';

export interface FormPopupBlockProps {
  /** The button's words, the page's. */
  button: string;
  /** The form, given the id of what names the dialog (its heading). */
  children: (titleId: string) => ReactNode;
}

/**
 * A form a page offers in a popup: a button that opens a dialog over the page (the whole screen on a phone) holding
 * the form, asked for on the first opening. Closed by its button, Escape or a click outside, with focus back on the
 * button; what was typed stays for the next opening.
 */
export function FormPopupBlock({ button, children }: FormPopupBlockProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  useInertPage(open);
  const [asked, setAsked] = useState(false);
  const phone = useMediaMatch('(max-width: 599.95px)');
  return (
    <Box sx={{ marginBlock: 3 }}>
      <Button
        variant="outlined"
        size="large"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {button}
      </Button>
      {asked && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          keepMounted
          closeAfterTransition={false}
          fullScreen={phone}
          fullWidth
          maxWidth="md"
          aria-labelledby={titleId}
          slotProps={{ paper: { id: dialogId } }}
        >
          <Box sx={{ position: 'relative', padding: { xs: 2, sm: 4 }, paddingBlockStart: { xs: 7, sm: 4 } }}>
            <IconButton
              aria-label={intl.formatMessage(sharedMessages.commonClose)}
              onClick={() => setOpen(false)}
              sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
            >
              <CloseIcon />
            </IconButton>
            {children(titleId)}
          </Box>
        </Dialog>
      )}
    </Box>
  );
}
