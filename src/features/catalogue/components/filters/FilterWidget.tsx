import { useId, useState, type ReactNode } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface FilterWidgetProps {
  title: string;
  children: ReactNode;
  /** Widgets start expanded and can be collapsed; a page may start one collapsed. */
  defaultExpanded?: boolean;
  /** h3 under the sidebar's or the drawer's h2 'Filters'. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A collapsible filter widget: the APG disclosure pattern, a button inside the heading so the heading outline
 * stays navigable. Collapsed content is `hidden`, so it is out of the tab order and the accessibility tree.
 */
export function FilterWidget({ title, children, defaultExpanded = true, headingLevel = 3 }: FilterWidgetProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const contentId = `${baseId}-content`;

  return (
    <Box
      component="section"
      sx={(theme: Theme) => ({ borderBlockEnd: `1px solid ${theme.palette.divider}`, paddingBlockEnd: 2 })}
    >
      <Typography component={`h${headingLevel}`} variant="h4" sx={{ margin: 0 }}>
        <ButtonBase
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
          sx={(theme: Theme) => ({
            width: '100%',
            minBlockSize: theme.shop.layout.touchTarget,
            justifyContent: 'space-between',
            gap: 1,
            font: 'inherit',
            textAlign: 'start',
            // The theme draws the focus ring on every ButtonBase.
            borderRadius: `${theme.shop.radii.sm}px`,
          })}
        >
          {title}
          <ExpandMoreIcon
            aria-hidden="true"
            sx={(theme: Theme) => ({
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            })}
          />
        </ButtonBase>
      </Typography>
      <div id={contentId} role="group" aria-labelledby={buttonId} hidden={!expanded}>
        {children}
      </div>
    </Box>
  );
}
