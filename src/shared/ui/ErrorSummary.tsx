import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { NOTICE_SCROLL_OFFSET, scrollIntoViewWithOffset } from './reveal/reveal';

export const errorSummaryMessages = defineMessages<{ title: NoMessageValues }>({
  title: { id: 'errorSummary.title', defaultMessage: 'There is a problem' },
});

export interface ErrorSummaryItem {
  /** The id of the field in error (its input). */
  id: string;
  /** What is wrong, naming the field ('First name: This field is required'). */
  text: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** The heading; 'There is a problem' by default. */
  title?: ReactNode;
  /** A new value (each failed submit) moves focus to the summary again. */
  focusKey?: unknown;
  headingLevel?: 2 | 3;
  /** Room left above what is scrolled to (the sticky header): the notices' 100 px. */
  scrollOffset?: number;
}

/**
 * The errors of a submitted form, after GOV.UK's error summary: a labelled region that takes focus when it appears
 * or on a new `focusKey`, with one link per error that focuses its field (scrolled to its label, below the offset).
 * No role="alert": moving focus to it is what announces it (its name and, as description, the errors); an alert
 * too would be read twice, or cut off by the focus move.
 */
export function ErrorSummary({
  items,
  title,
  focusKey,
  headingLevel = 2,
  scrollOffset = NOTICE_SCROLL_OFFSET,
}: ErrorSummaryProps) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const listId = useId();
  const shown = items.length > 0;

  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    scrollIntoViewWithOffset(element, scrollOffset);
    element.focus({ preventScroll: true });
    // Only on appearing and on a new submit, not on each edit of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, focusKey]);

  if (!shown) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    const label = field instanceof HTMLInputElement ? field.labels?.[0] : undefined;
    scrollIntoViewWithOffset(label ?? field, scrollOffset);
    field.focus({ preventScroll: true });
  };

  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={listId}
      sx={(theme: Theme) => ({
        border: `3px solid ${theme.palette.error.main}`,
        borderRadius: `${Number(theme.shape.borderRadius)}px`,
        padding: 2,
        marginBlockEnd: 3,
        '&:focus': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box component={`h${headingLevel}`} id={headingId} sx={{ typography: 'h6', marginBlock: 0 }}>
        {title ?? intl.formatMessage(errorSummaryMessages.title)}
      </Box>
      <Box component="ul" id={listId} sx={{ marginBlock: 1, marginBlockEnd: 0, paddingInlineStart: 2.5 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Box
              component="a"
              href={`#${item.id}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, item.id)}
              sx={{ color: 'error.dark', fontWeight: 500, textDecoration: 'underline' }}
            >
              {item.text}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
