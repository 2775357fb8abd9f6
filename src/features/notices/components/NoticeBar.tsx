import type { ReactNode, Ref } from 'react';
import { Box, Typography } from '@mui/material';

interface Props {
  /** Accessible name of the region landmark. */
  label: string;
  text: string;
  /** The dismiss or choice controls, placed after the text (inline-end on wide screens). */
  actions: ReactNode;
  /** Extra content under the text, such as an inline error. */
  children?: ReactNode;
  busy?: boolean;
  ref?: Ref<HTMLElement>;
  /** 'top' for the store notice, 'bottom' for the footer banners: different tones tell them apart. */
  tone: 'top' | 'bottom';
}

/** The shared frame of the shop's banners: a labelled region, its text and its controls. */
export function NoticeBar({ label, text, actions, children, busy = false, ref, tone }: Props) {
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={busy || undefined}
      ref={ref}
      sx={(theme) => ({
        backgroundColor: tone === 'top' ? theme.palette.primary.main : theme.shop.palette.sand,
        color: tone === 'top' ? theme.palette.primary.contrastText : theme.palette.text.primary,
        borderBlockStart: tone === 'bottom' ? `1px solid ${theme.palette.divider}` : undefined,
        paddingBlock: 0.75,
        paddingInline: 2,
      })}
    >
      <Box
        sx={(theme) => ({
          maxWidth: theme.shop.layout.containerMax,
          marginInline: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        })}
      >
        {/* The store notice's one control stays beside its text, even on a phone; a banner's two wrap under it. */}
        <Box sx={(theme) => ({ flex: `1 1 ${theme.spacing(tone === 'top' ? 20 : 40)}`, textAlign: 'start' })}>
          <Typography variant="body2">{text}</Typography>
          {children}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
    </Box>
  );
}
