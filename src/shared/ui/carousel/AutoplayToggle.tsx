import type { Ref } from 'react';
import { IconButton } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useIntl } from 'react-intl';
import { carouselMessages } from '../carousel-messages';

export interface AutoplayToggleProps {
  rotating: boolean;
  onToggle: () => void;
  controls: string;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The rotation control (APG carousel): always visible, first in the carousel's tab order. Its name says what it
 * will do ('Stop automatic slide show'); the play and pause icons mean no direction, so they never flip.
 */
export function AutoplayToggle({ rotating, onToggle, controls, buttonRef }: AutoplayToggleProps) {
  const intl = useIntl();
  return (
    <IconButton
      ref={buttonRef}
      onClick={onToggle}
      aria-controls={controls}
      aria-label={intl.formatMessage(rotating ? carouselMessages.autoplayStop : carouselMessages.autoplayStart)}
      size="small"
      sx={(theme: Theme) => ({
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shop.elevation.raised,
        '&:hover': { bgcolor: 'background.paper' },
      })}
    >
      {rotating ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
    </IconButton>
  );
}
