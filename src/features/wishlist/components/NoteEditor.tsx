import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, TextField, Typography } from '@mui/material';
import { WISHLIST_LIMITS } from '@domain/wishlist';
import { wishlistMessages } from '../messages';
import { FieldLabel } from './FieldLabel';

export interface NoteEditorProps {
  note: string;
  productName: string;
  /** Whether the note may be changed (the owner's list). */
  editable: boolean;
  /** Saves the note; resolves with the refusal's sentence, or null when it was saved. */
  onSave: (note: string) => Promise<string | null>;
  /** Start with the editor open (stories). */
  initiallyEditing?: boolean;
}

/**
 * An item's note: shown as text (escaped like all text here), with 'Add note' or 'Edit note' opening a field in its
 * place. Saving keeps the field open with its error when the server refuses, so nothing typed is lost; focus goes
 * back to the button that opened it.
 */
export function NoteEditor({ note, productName, editable, onSave, initiallyEditing = false }: NoteEditorProps) {
  const intl = useIntl();
  const id = useId();
  const [editing, setEditing] = useState(initiallyEditing);
  const [draft, setDraft] = useState(note);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const tooLong = draft.length > WISHLIST_LIMITS.noteMax;

  const close = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const save = async () => {
    if (tooLong) return;
    setSaving(true);
    const refusal = await onSave(draft);
    setSaving(false);
    if (refusal) setError(refusal);
    else close();
  };

  if (editing) {
    const message = tooLong
      ? intl.formatMessage(wishlistMessages.noteTooLong, { max: WISHLIST_LIMITS.noteMax })
      : error;
    return (
      <Box
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void save();
        }}
        sx={{ display: 'grid', gap: 0.5 }}
      >
        <FieldLabel htmlFor={id}>{intl.formatMessage(wishlistMessages.noteLabel, { name: productName })}</FieldLabel>
        <TextField
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          multiline
          minRows={2}
          size="small"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the shopper just asked to write the note
          autoFocus
          error={Boolean(message)}
          helperText={message ?? `${draft.length} / ${WISHLIST_LIMITS.noteMax}`}
          slotProps={{ htmlInput: { 'aria-invalid': Boolean(message) || undefined } }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" size="small" disabled={saving} aria-busy={saving || undefined}>
            {intl.formatMessage(wishlistMessages.noteSave)}
          </Button>
          <Button size="small" onClick={close}>
            {intl.formatMessage(wishlistMessages.noteCancel)}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 'bold' }}>
            {intl.formatMessage(wishlistMessages.noteShown)}{' '}
          </Box>
          {note}
        </Typography>
      )}
      {editable && (
        <Button
          ref={opener}
          size="small"
          onClick={() => {
            setDraft(note);
            setEditing(true);
          }}
          aria-label={intl.formatMessage(wishlistMessages.named, {
            action: intl.formatMessage(note ? wishlistMessages.noteEdit : wishlistMessages.noteAdd),
            name: productName,
          })}
          sx={{ paddingInline: 0.5, minInlineSize: 0 }}
        >
          {intl.formatMessage(note ? wishlistMessages.noteEdit : wishlistMessages.noteAdd)}
        </Button>
      )}
    </Box>
  );
}
