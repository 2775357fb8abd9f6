import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import { useLocale } from '@shared/i18n/locale-context';
import { SkeletonBlock } from '@shared/ui/SkeletonBlock';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useGetFormQuery } from '../api';
import { formMessages as m } from '../messages';
import { FormBody } from './FormBody';

/**
 * An embedded form on a content page, by its slug: asked for in the shopper's language (with a token issued for
 * it), then drawn and sent by FormBody. Loading keeps the form's room; a form that is gone says so.
 */
export interface EmbeddedFormProps {
  slug: string;
  /** The page shown first (stories show a later page without filling the earlier ones). */
  startPage?: number;
  /** In a dialog: the id of what names it (the form's heading, or the loading text until it comes), and no margins. */
  dialogTitleId?: string;
}

export function EmbeddedForm({ slug, startPage = 0, dialogTitleId }: EmbeddedFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ownId = useId();
  const titleId = dialogTitleId ?? ownId;
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useGetFormQuery({ slug, locale });
  const status = (error as { status?: number } | undefined)?.status;
  return (
    <Box
      component="section"
      aria-labelledby={data ? titleId : undefined}
      aria-label={data ? undefined : intl.formatMessage(m.loading)}
      sx={{ marginBlock: dialogTitleId ? 0 : 4, maxInlineSize: 720 }}
    >
      {data ? (
        <>
          <Typography id={titleId} component="h2" variant="h3" sx={{ marginBlockEnd: 2 }}>
            {data.title}
          </Typography>
          <FormBody form={data} slug={slug} issued={fulfilledTimeStamp} startPage={startPage} />
        </>
      ) : isLoading ? (
        <Box role="status" aria-busy="true">
          <VisuallyHidden id={dialogTitleId}>{intl.formatMessage(m.loading)}</VisuallyHidden>
          <Box aria-hidden="true">
            <SkeletonBlock variant="text" sx={{ typography: 'h3', inlineSize: '40%', marginBlockEnd: 2 }} />
            <SkeletonBlock variant="rounded" sx={{ blockSize: 320 }} />
          </Box>
        </Box>
      ) : status === 404 ? (
        <StatusAlert severity="info" role="status">
          {intl.formatMessage(m.notFound)}
        </StatusAlert>
      ) : (
        <StatusAlert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.loadError)}
        </StatusAlert>
      )}
    </Box>
  );
}
