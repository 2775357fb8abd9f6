import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Stack } from '@mui/material';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { accountMessages as m } from '../messages';
import type { MergeNotice } from '../model/types';

/** The lines of the guest cart that signing in could not keep as they were, one warning each. */
export function MergeNotices({ notices, children }: { notices: readonly MergeNotice[]; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack spacing={1.5} role="status">
      {notices.map((notice) => (
        <StatusAlert key={`${notice.code}-${notice.name}`} severity="warning" role="none">
          {notice.code === 'merge_line_reduced'
            ? intl.formatMessage(m.mergeLineReduced, { name: notice.name, quantity: notice.quantity ?? 0 })
            : intl.formatMessage(m.mergeLineRemoved, { name: notice.name })}
        </StatusAlert>
      ))}
      {children}
    </Stack>
  );
}
