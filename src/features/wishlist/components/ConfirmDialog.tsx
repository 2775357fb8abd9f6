import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { wishlistMessages } from '../messages';

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
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      closeAfterTransition={false}
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
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice, as an alert dialog opens */}
        <Button onClick={onCancel} autoFocus>
          {intl.formatMessage(wishlistMessages.cancel)}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
