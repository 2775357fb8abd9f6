import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Dialog, DialogContent, IconButton, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { LoginForm } from '../forms/LoginForm';
import { LostPasswordForm } from '../forms/LostPasswordForm';
import { RegisterForm } from '../forms/RegisterForm';
import { MergeNotices } from '../MergeNotices';
import { accountMessages as m } from '../../messages';
import type { AccountDialogKind } from '../../model/dialogs';
import type { MergeNotice, SignedIn } from '../../model/types';
import { useInertPage } from '@shared/ui/useInertPage';

export interface AccountDialogProps {
  /** The form shown; null: closed. */
  kind: AccountDialogKind | null;
  redirect?: string;
  onSwitch: (kind: AccountDialogKind) => void;
  onClose: () => void;
  onAnnounce: (text: string) => void;
}

const TITLES = { login: m.loginTitle, register: m.registerTitle, lostPassword: m.lostPasswordTitle } as const;

/**
 * The account dialog: a real modal dialog (focus kept inside, Escape and the close button close it, focus back to
 * what opened it) holding one form at a time, with the links between them ('Lost your password?', 'Create an
 * account', 'Sign in'). Moving between forms moves focus to the new title. Once signed in it goes to the answer's
 * redirect, or closes with everything read again (the spec's reload); lines of the guest cart that could not be kept
 * are shown first.
 */
export function AccountDialog({ kind, redirect, onSwitch, onClose, onAnnounce }: AccountDialogProps) {
  useInertPage(kind !== null);
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<AccountDialogKind>(kind ?? 'login');
  const [notices, setNotices] = useState<MergeNotice[] | null>(null);
  if (kind !== null && kind !== shown) setShown(kind);

  // A new form in an open dialog: its title takes focus, so a screen reader says where the shopper is.
  const previous = useRef<AccountDialogKind | null>(null);
  useEffect(() => {
    if (kind !== null && previous.current !== null && previous.current !== kind) titleRef.current?.focus();
    previous.current = kind;
  }, [kind]);

  const close = () => {
    setNotices(null);
    onClose();
  };
  const signedIn = (result: SignedIn) => {
    onAnnounce(intl.formatMessage(m.loginSuccess, { name: result.customer.displayName }));
    if (result.redirect) void navigate(result.redirect);
    if (result.cartNotices.length > 0) setNotices(result.cartNotices);
    else if (!result.redirect) close();
  };

  const switchTo = (next: AccountDialogKind, label: string, lead?: string) => (
    <Typography variant="body2" component="p">
      {lead && `${lead} `}
      <Link component="button" type="button" variant="body2" onClick={() => onSwitch(next)}>
        {label}
      </Link>
    </Typography>
  );

  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      aria-labelledby={titleId}
      closeAfterTransition={false}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { margin: 2, inlineSize: 'calc(100% - 32px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineStart: 3, paddingInlineEnd: 1, paddingBlock: 1 }}>
        <Typography
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ flex: 1, outline: 'none' }}
        >
          {intl.formatMessage(notices ? m.loginTitle : TITLES[shown])}
        </Typography>
        <IconButton aria-label={intl.formatMessage(m.close)} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ paddingBlockStart: 1 }}>
        {notices ? (
          <MergeNotices notices={notices}>
            <Button variant="contained" fullWidth onClick={close}>
              {intl.formatMessage(m.continueShopping)}
            </Button>
          </MergeNotices>
        ) : (
          <Stack spacing={2}>
            {shown === 'login' && <LoginForm {...(redirect ? { redirect } : {})} onSignedIn={signedIn} />}
            {shown === 'register' && <RegisterForm />}
            {shown === 'lostPassword' && <LostPasswordForm />}
            {shown === 'login' && switchTo('lostPassword', intl.formatMessage(m.lostPasswordLink))}
            {shown === 'login' &&
              switchTo('register', intl.formatMessage(m.createAccountLink), intl.formatMessage(m.noAccount))}
            {shown === 'register' &&
              switchTo('login', intl.formatMessage(m.signInLink), intl.formatMessage(m.haveAccount))}
            {shown === 'lostPassword' && switchTo('login', intl.formatMessage(m.signInLink))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
