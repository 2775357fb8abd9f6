import { useEffect, useId, useRef } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useIntl } from 'react-intl';
import { lightboxMessages } from '../lightbox-messages';
import { sharedMessages } from '@shared/i18n/messages';

export interface ShareFallbackProps {
  url: string;
  /** Enter, Escape or the close button: the prompt is done (focus goes back to Share). */
  onDone: () => void;
}

/**
 * The spec's 'Copy to clipboard: Ctrl+C, Enter' prompt (window.prompt in the old shop) as part of the viewer:
 * the link in a read-only field named by that text, focused and selected so Ctrl+C copies it, Enter closes it.
 */
export function ShareFallback({ url, onDone }: ShareFallbackProps) {
  const intl = useIntl();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // Focus moves to the link, selected, as the old prompt did: Ctrl+C then copies it.
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);
  return (
    <Box
      sx={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        padding: theme.spacing(1, 2),
        bgcolor: 'background.paper',
        color: 'text.primary',
      })}
    >
      <TextField
        id={id}
        label={intl.formatMessage(lightboxMessages.copyPrompt)}
        value={url}
        size="small"
        fullWidth
        inputRef={fieldRef}
        onFocus={(event) => event.target.select()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Escape') {
            // Escape closes the prompt, not the whole viewer.
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false } }}
      />
      <IconButton aria-label={intl.formatMessage(sharedMessages.commonClose)} onClick={onDone} color="inherit">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
