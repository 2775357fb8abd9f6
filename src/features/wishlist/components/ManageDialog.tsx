import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { WISHLIST_LIMITS, normaliseName } from '@domain/wishlist';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { useCreateWishlistMutation, useDeleteWishlistMutation, useSetDefaultWishlistMutation } from '../api';
import { useDefaultWishlist } from '../hooks/useDefaultWishlist';
import { wishlistMessages } from '../messages';
import type { WishlistSummary } from '../model/types';
import { listName } from '../model/names';
import { wishlistProblem } from '../model/problem-text';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldLabel } from './FieldLabel';
import { useInertPage } from '@shared/ui/useInertPage';

export interface ManageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The lists to show before the server's answer (stories). */
  lists?: WishlistSummary[];
}

/**
 * The manage popup: create a list by name, and for each list set it as the default (where adds go), view it, or
 * delete it after a confirmation. A centred modal dialog; every outcome is said in its status region.
 */
export function ManageDialog({ open, onClose, lists: givenLists }: ManageDialogProps) {
  useInertPage(open);
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const nameId = useId();
  const { data } = useDefaultWishlist();
  const lists = data?.lists ?? givenLists ?? [];
  const [create, creating] = useCreateWishlistMutation();
  const [setDefault] = useSetDefaultWishlistMutation();
  const [remove] = useDeleteWishlistMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<WishlistSummary | null>(null);

  const submit = async () => {
    const clean = normaliseName(name);
    if (clean === '') return setNameError(intl.formatMessage(wishlistMessages.nameRequired));
    if (clean.length > WISHLIST_LIMITS.nameMax) {
      return setNameError(intl.formatMessage(wishlistMessages.nameTooLong, { max: WISHLIST_LIMITS.nameMax }));
    }
    const answer = await create({ locale, name: clean });
    if ('error' in answer) return setNameError(intl.formatMessage(wishlistProblem(answer.error)));
    setName('');
    setNameError(null);
    setStatus({ severity: 'success', text: intl.formatMessage(wishlistMessages.created, { name: clean }) });
  };
  const outcome = (answer: { error?: unknown }, success: string) =>
    setStatus(
      answer.error
        ? { severity: 'error', text: intl.formatMessage(wishlistProblem(answer.error)) }
        : { severity: 'success', text: success },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      closeAfterTransition={false}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2" variant="h3" sx={{ paddingInlineEnd: 7 }}>
        {intl.formatMessage(wishlistMessages.manageTitle)}
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage(wishlistMessages.close)}
        onClick={onClose}
        sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 0.5, paddingBlockStart: 1 }}
        >
          <FieldLabel htmlFor={nameId}>{intl.formatMessage(wishlistMessages.newName)}</FieldLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              size="small"
              required
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              sx={{ flex: '1 1 12rem' }}
              slotProps={{ htmlInput: { maxLength: WISHLIST_LIMITS.nameMax + 20 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={creating.isLoading}
              sx={{ flexShrink: 0, minBlockSize: 40 }}
            >
              {intl.formatMessage(wishlistMessages.create)}
            </Button>
          </Box>
        </Box>
        <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
          {status && (
            <StatusAlert severity={status.severity} role="none">
              {status.text}
            </StatusAlert>
          )}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lists.map((list) => {
            const shown = listName(intl, list);
            return (
              <Box
                component="li"
                key={list.key}
                sx={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  paddingBlock: 1,
                  borderBlockEnd: `1px solid ${theme.palette.divider}`,
                })}
              >
                <Box sx={{ flex: 1, minInlineSize: 160 }}>
                  <Typography component="h3" variant="body1" sx={{ fontWeight: 'bold' }}>
                    {shown}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {intl.formatMessage(wishlistMessages.listCount, { count: list.count })}
                  </Typography>
                </Box>
                {list.isDefault ? (
                  <Chip label={intl.formatMessage(wishlistMessages.isDefault)} size="small" color="primary" />
                ) : (
                  <Button
                    size="small"
                    aria-label={intl.formatMessage(wishlistMessages.named, {
                      action: intl.formatMessage(wishlistMessages.setDefault),
                      name: shown,
                    })}
                    onClick={() =>
                      void setDefault({ locale, key: list.key }).then((answer) =>
                        outcome(answer, intl.formatMessage(wishlistMessages.madeDefault, { name: shown })),
                      )
                    }
                  >
                    {intl.formatMessage(wishlistMessages.setDefault)}
                  </Button>
                )}
                <Button
                  size="small"
                  component={RouterLink}
                  to={localePath(locale, `/wishlist/${list.key}/`)}
                  aria-label={intl.formatMessage(wishlistMessages.named, {
                    action: intl.formatMessage(wishlistMessages.view),
                    name: shown,
                  })}
                >
                  {intl.formatMessage(wishlistMessages.view)}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={intl.formatMessage(wishlistMessages.named, {
                    action: intl.formatMessage(wishlistMessages.delete),
                    name: shown,
                  })}
                  onClick={() => setDeleting(list)}
                >
                  {intl.formatMessage(wishlistMessages.delete)}
                </Button>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(wishlistMessages.confirmDeleteTitle, {
          name: deleting ? listName(intl, deleting) : '',
        })}
        confirmLabel={intl.formatMessage(wishlistMessages.confirmDelete)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const list = deleting!;
          setDeleting(null);
          // Its row goes with the button focus would return to: focus waits in the name field.
          requestAnimationFrame(() => document.getElementById(nameId)?.focus());
          void remove({ locale, key: list.key }).then((answer) =>
            outcome(answer, intl.formatMessage(wishlistMessages.deleted, { name: listName(intl, list) })),
          );
        }}
      />
    </Dialog>
  );
}
