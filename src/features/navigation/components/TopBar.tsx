import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, IconButton, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSettings } from '@shared/api/settings-api';
import { Price } from '@shared/ui/Price';
import { useTopBarCollapse } from '../hooks/useTopBarCollapse';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CurrencySwitcher } from './CurrencySwitcher';
import { navigationMessages } from '../messages';

/**
 * The collapsible top bar: a short message, then the language and currency switchers as
 * one group, so on a narrow screen the group wraps below the message as a whole. Once the content is taller than
 * the threshold the bar shows its collapsed height and a toggle; the clipped group is inert while collapsed, so
 * no hidden control can take focus.
 */
export function TopBar() {
  const intl = useIntl();
  const { header, cart } = useSettings();
  const contentId = useId();
  const { contentRef, measured, collapsible, expanded, collapsed, toggle } = useTopBarCollapse<HTMLDivElement>(
    header.topBarExpandThreshold,
  );

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(navigationMessages.headerTopBarLabel)}
      sx={(theme: Theme) => ({
        backgroundColor: theme.shop.palette.sand,
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: theme.typography.body2.fontSize,
      })}
    >
      <Box
        sx={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          gap: theme.spacing(1),
          maxWidth: theme.shop.layout.containerMax,
          marginInline: 'auto',
          paddingInline: theme.spacing(2),
        })}
      >
        <Box
          id={contentId}
          data-collapsed={collapsed}
          sx={(theme: Theme) => ({
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            maxHeight: collapsed ? header.topBarCollapsedHeight : 'none',
            // The bar clips what overflows its collapsed height: a focus ring is drawn inside its control instead.
            '& :focus-visible': { outlineOffset: `-${theme.shop.layout.focusRingWidth}px` },
          })}
        >
          <Box
            ref={contentRef}
            sx={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: theme.spacing(3),
              minHeight: header.topBarCollapsedHeight,
            })}
          >
            {/* The first line fills the collapsed height exactly, so nothing of the next line peeks out. */}
            <Typography
              variant="body2"
              sx={{ flex: '1 1 auto', display: 'flex', alignItems: 'center', minHeight: header.topBarCollapsedHeight }}
            >
              {/* One inline box: as separate flex items, the space before the amount would collapse. */}
              <span>
                <FormattedMessage
                  {...navigationMessages.headerTopBarMessage}
                  values={{ amount: <Price amount={cart.freeShippingThreshold} approximate={false} /> }}
                />
              </span>
            </Typography>
            <Box
              inert={collapsed}
              sx={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: theme.spacing(3),
              })}
            >
              <LanguageSwitcher />
              <CurrencySwitcher />
            </Box>
          </Box>
        </Box>
        {measured && collapsible && (
          <IconButton
            aria-expanded={expanded}
            aria-controls={contentId}
            aria-label={intl.formatMessage(navigationMessages.headerTopBarToggle)}
            onClick={toggle}
            color="inherit"
            sx={(theme: Theme) => ({
              // The bar is 26 px tall when collapsed (spec): the toggle keeps the 24 px minimum target (WCAG 2.5.8).
              minHeight: theme.shop.layout.minTarget,
              height: header.topBarCollapsedHeight,
              padding: 0,
            })}
          >
            <ExpandMoreIcon
              fontSize="small"
              sx={(theme: Theme) => ({
                transition: theme.transitions.create('transform'),
                transform: expanded ? 'rotate(180deg)' : 'none',
              })}
            />
          </IconButton>
        )}
        {/* Before the bar is measured, the toggle's place is kept (a phone's line breaks do not change when it comes). */}
        {!measured && (
          <Box
            aria-hidden
            sx={(theme: Theme) => ({
              flex: 'none',
              width: theme.shop.layout.touchTarget,
              height: header.topBarCollapsedHeight,
            })}
          />
        )}
      </Box>
    </Box>
  );
}
