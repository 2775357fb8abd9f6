import { useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Box, Button, FormHelperText, IconButton, List, ListItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FieldOf } from '@domain/forms/fields';
import { checkFiles } from '@domain/forms/rules';
import type { ApiError } from '@shared/api/problem';
import { useLocale } from '@shared/i18n/locale-context';
import { useUploadFormFileMutation } from '../../api';
import { formMessages as m } from '../../messages';
import { holdFile } from '../../model/held-files';
import { type FieldIssue, encodeIssue, issueFromServer } from '../../model/issues';
import type { FormState, UploadedFile } from '../../model/types';
import { uploadsOf } from '../../model/values';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';

/**
 * Files for a file field: a button opens the system's picker; each chosen file is checked by its name and size,
 * then sent at once (the server reads its content) and listed with a button that removes it. What happens is said
 * politely; a refusal is the field's error.
 */
export function FileField({ field }: { field: FieldOf<'file'> }) {
  const intl = useIntl();
  const { formId, slug, pending } = useFormScope();
  const locale = useLocale();
  const { setFieldValue, setFieldTouched, setFieldError, values } = useFormikContext<FormState>();
  const { error } = useFieldState<UploadedFile[]>(field.id);
  const files = uploadsOf(values[field.id]);
  const [upload] = useUploadFormFileMutation();
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = domId(formId, field.id);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  const refuse = (issue: FieldIssue) => {
    void setFieldTouched(field.id, true, false);
    setFieldError(field.id, encodeIssue(issue));
  };

  const add = async (chosen: File[]) => {
    const broken = checkFiles(
      field,
      [...files, ...chosen].map((f) => ({ name: f.name, size: f.size })),
    );
    if (broken) return refuse(broken);
    setBusy(true);
    pending(1);
    let kept = files;
    try {
      for (const file of chosen) {
        setNews(intl.formatMessage(m.uploading, { name: file.name }));
        const sent = await upload({ slug, locale, field: field.id, name: file.name, held: holdFile(file) }).unwrap();
        kept = [...kept, sent];
        await setFieldValue(field.id, kept, false);
        setNews(intl.formatMessage(m.fileAdded, { name: sent.name }));
      }
      await setFieldTouched(field.id, true, true);
    } catch (caught) {
      const problem = caught as ApiError;
      const code = problem.fields?.[0]?.code;
      setNews('');
      refuse(code ? issueFromServer(field, code, false, 0) : { rule: 'upload_failed' });
    } finally {
      setBusy(false);
      pending(-1);
    }
  };

  const remove = (file: UploadedFile) => {
    void setFieldValue(
      field.id,
      files.filter((f) => f.id !== file.id),
      true,
    );
    setNews(intl.formatMessage(m.fileRemoved, { name: file.name }));
    // The removed file's button is gone: focus goes back to the picker's button.
    document.getElementById(id)?.focus();
  };

  return (
    <Box>
      <Typography component="p" variant="subtitle1" id={`${id}-label`} sx={{ fontWeight: 'bold' }}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Typography>
      {field.description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {field.description}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${id}-input`}
        multiple={field.maxFiles > 1}
        accept={field.extensions.map((e) => `.${e}`).join(',')}
        capture={field.capture}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) void add(chosen);
        }}
      />
      <Button
        id={id}
        variant="outlined"
        startIcon={field.capture ? <PhotoCameraIcon /> : <UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-labelledby={`${id}-label ${id}`}
        aria-describedby={[error ? errorId : '', field.description ? descriptionId : ''].join(' ').trim() || undefined}
        aria-invalid={error ? true : undefined}
        sx={{ marginBlockStart: 1 }}
      >
        {intl.formatMessage(field.capture ? m.takePhoto : m.chooseFiles)}
      </Button>
      {files.length > 0 ? (
        <List dense aria-labelledby={`${id}-label`} sx={{ paddingBlock: 0.5 }}>
          {files.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={intl.formatMessage(m.removeFile, { name: file.name })}
                  onClick={() => remove(file)}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <bdi>{file.name}</bdi>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {intl.formatMessage(m.noFile)}
        </Typography>
      )}
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {news}
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ marginInline: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
