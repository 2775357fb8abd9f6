import { useId, useState, type ReactNode } from 'react';
import { Box, ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { COLLAPSE_MS, DEVICE_MODES, deviceModesQuery, type DeviceMode } from '@domain/content/blocks';

interface Props {
  title: string;
  titleLevel: 2 | 3;
  /** The device modes it folds on; elsewhere its content is shown under a plain heading. */
  on: DeviceMode[];
  /** Its state when the page opens. */
  status: 'open' | 'closed';
  children: ReactNode;
}

/**
 * A section that folds on the listed device modes: its heading holds a disclosure button (`aria-expanded`,
 * controlling the content) that opens and closes it in 300 ms (at once under reduced motion). Where the device mode
 * is not listed, the heading is plain and the content always shown. Media queries decide which, so the server's page
 * is already right on every screen and nothing moves when the script arrives; a closed section's content is
 * `visibility: hidden`, out of the tab order and the accessibility tree.
 */
export function CollapsibleSection({ title, titleLevel, on, status, children }: Props) {
  const contentId = useId();
  const [open, setOpen] = useState(status === 'open');
  const active = `@media ${deviceModesQuery(on)}`;
  const inactive = `@media ${deviceModesQuery(DEVICE_MODES.filter((mode) => !on.includes(mode)))}`;
  const heading = `h${titleLevel}` as const;
  const headingSx = (theme: Theme) => ({
    margin: 0,
    ...theme.typography[titleLevel === 2 ? 'h3' : 'h4'],
  });

  return (
    <Box
      component="section"
      sx={(theme: Theme) => ({ borderBlockEnd: `1px solid ${theme.palette.divider}`, marginBlockEnd: 2 })}
    >
      <Box component={heading} sx={[headingSx, { paddingBlock: 1.5, [active]: { display: 'none' } }]}>
        {title}
      </Box>
      <Box component={heading} sx={[headingSx, { display: 'none', [active]: { display: 'block' } }]}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
          sx={(theme: Theme) => ({
            inlineSize: '100%',
            minBlockSize: theme.shop.layout.touchTarget,
            paddingBlock: 1.5,
            justifyContent: 'space-between',
            gap: 2,
            font: 'inherit',
            textAlign: 'start',
          })}
        >
          <span>{title}</span>
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              fontSize: '1.25em',
              transition: `transform ${COLLAPSE_MS}ms`,
              transform: open ? 'rotate(180deg)' : 'none',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            ▾
          </Box>
        </ButtonBase>
      </Box>
      <Box
        id={contentId}
        sx={{
          display: 'grid',
          [active]: {
            gridTemplateRows: open ? '1fr' : '0fr',
            visibility: open ? 'visible' : 'hidden',
            transition: `grid-template-rows ${COLLAPSE_MS}ms ease, visibility ${COLLAPSE_MS}ms`,
          },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          [inactive]: { gridTemplateRows: '1fr', visibility: 'visible' },
        }}
      >
        {/* Room around the content inside the clip, so a focused link's ring is not cut. */}
        <Box sx={{ overflow: 'hidden', minBlockSize: 0, marginInline: -0.5, paddingInline: 0.5 }}>
          <Box sx={{ paddingBlock: 0.5 }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
