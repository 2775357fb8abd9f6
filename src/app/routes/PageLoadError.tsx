import { useEffect, useRef } from 'react';
import { Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { usePageMeta } from './use-page-meta';
import { useResponseStatus } from '@shared/lib/render-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { appMessages } from '../messages';

export interface PageLoadErrorProps {
  /** Loads the page again; the browser's reload by default (a new deployment may have replaced the page's code). */
  onRetry?: () => void;
}

/**
 * Shown inside the shell, in place of a page whose code could not be downloaded (offline, or the shop was updated
 * since this tab opened). The header and footer stay usable. Focus moves to the heading so keyboard and
 * screen-reader users learn what happened where they were.
 */
export function PageLoadError({ onRetry = () => window.location.reload() }: PageLoadErrorProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage(appMessages.pageErrorTitle);
  usePageMeta(`${title} | ${intl.formatMessage(appMessages.appTitle)}`);
  useResponseStatus(500);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <PageContainer paddingBlock={{ xs: 4, md: 8 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h1"
        sx={{ marginBlockEnd: 2, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography sx={{ marginBlockEnd: 3 }}>{intl.formatMessage(appMessages.pageErrorBody)}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {intl.formatMessage(appMessages.pageErrorRetry)}
      </Button>
    </PageContainer>
  );
}
