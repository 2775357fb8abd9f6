import { useId, type ReactNode, type Ref } from 'react';
import { Box, Typography } from '@mui/material';

interface Props {
  title: string;
  /** While its content loads: aria-busy tells assistive technology and the visual harness to wait. */
  busy?: boolean;
  /** Lets the page move focus to this heading (tabIndex -1 keeps it out of the Tab order). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled region of the home page, labelled by its h2. */
export function HomeSection({ title, busy = false, headingRef, children }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      sx={{ marginBlock: { xs: 4, md: 6 } }}
    >
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ marginBlockEnd: 2, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
