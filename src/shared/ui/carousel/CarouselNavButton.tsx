import { Button, IconButton } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useIntl } from 'react-intl';
import { carouselMessages } from '../carousel-messages';

export interface CarouselNavButtonProps {
  step: 'prev' | 'next';
  /** 'icons': a chevron named 'Previous slide'; 'text': the spec's visible 'Prev' / 'Next'. */
  variant: 'icons' | 'text';
  /** At an end without loop: still focusable (focus is not lost), announced as unavailable. */
  atEnd: boolean;
  onStep: () => void;
  /** Id of the slides this button moves. */
  controls: string;
  size?: 'small' | 'medium';
  /** Another name for the icon button ('Previous image' in the lightbox). */
  label?: string;
}

const dimmed = { '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' } };

/** A previous or next button. Its chevron points the way the slides move, so it flips in Arabic. */
export function CarouselNavButton({
  step,
  variant,
  atEnd,
  onStep,
  controls,
  size = 'medium',
  label,
}: CarouselNavButtonProps) {
  const intl = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const pointsLeft = (step === 'prev') !== rtl;
  const Icon = pointsLeft ? ChevronLeftIcon : ChevronRightIcon;
  const common = {
    'aria-controls': controls,
    'aria-disabled': atEnd || undefined,
    onClick: () => {
      if (!atEnd) onStep();
    },
  };
  if (variant === 'text') {
    const icon = <Icon aria-hidden />;
    return (
      <Button
        {...common}
        variant="text"
        startIcon={step === 'prev' ? icon : undefined}
        endIcon={step === 'next' ? icon : undefined}
        sx={dimmed}
      >
        {intl.formatMessage(step === 'prev' ? carouselMessages.prev : carouselMessages.next)}
      </Button>
    );
  }
  return (
    <IconButton
      {...common}
      size={size}
      aria-label={
        label ?? intl.formatMessage(step === 'prev' ? carouselMessages.previousSlide : carouselMessages.nextSlide)
      }
      sx={(theme: Theme) => ({
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shop.elevation.raised,
        '&:hover': { bgcolor: 'background.paper' },
        ...dimmed,
      })}
    >
      <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
    </IconButton>
  );
}
