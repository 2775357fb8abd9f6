import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { wishlistMessages } from '../messages';
import { useInertPage } from '@shared/ui/useInertPage';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before emptying or deleting a list: 'This action cannot be undone. Are you sure?'. An alert
 * dialog whose safe choice (Cancel) has focus; Escape or a click outside cancels, and nothing happens.
 */
export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  useInertPage(open);
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      closeAfterTransition={false}
      // The safe choice takes focus once the dialog is in the page: a button's autoFocus can fire before the portal
      // is attached, and the focus trap then settles on the dialog itself.
      slotProps={{ transition: { onEntering: () => cancel.current?.focus() } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h4">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {intl.formatMessage(wishlistMessages.confirm)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ gap: 1, paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button ref={cancel} onClick={onCancel}>
          {intl.formatMessage(wishlistMessages.cancel)}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
