import { useEffect, useState } from 'react';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { Spinner } from '@shared/ui/Spinner';
import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { sharedMessages } from '@shared/i18n/messages';

function documentLoaded(): boolean {
  return typeof document !== 'undefined' && document.readyState === 'complete';
}

/**
 * The page preloader (removed after 2000 ms by default). It hides the content, so it is a setting,
 * off by default. When on, it covers the page until `removeAfterMs` has passed since the shell
 * mounted AND the page has loaded, whichever is later. Timing counts from mount, not from when the
 * settings arrive, so slow settings never make it pop up over content already shown.
 */
export function Preloader() {
  const intl = useIntl();
  const { preloader } = useSettings();
  const [timeUp, setTimeUp] = useState(false);
  const [loaded, setLoaded] = useState(documentLoaded);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  useEffect(() => {
    const timer = setTimeout(() => setTimeUp(true), preloader.removeAfterMs);
    return () => clearTimeout(timer);
  }, [preloader.removeAfterMs]);

  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);

  if (!preloader.enabled || (timeUp && loaded)) return null;
  return (
    <Box
      aria-busy="true"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        backgroundColor: theme.palette.background.default,
      })}
    >
      {/* A spinning indicator is motion: with reduced motion the words alone say it. */}
      {!reduceMotion && (
        <Box component="span" sx={{ color: 'primary.main' }}>
          <Spinner />
        </Box>
      )}
      <Typography role="status">{intl.formatMessage(sharedMessages.commonLoading)}</Typography>
    </Box>
  );
}
