import { useMediaQuery } from '@mui/material';
import { useSettings } from '@shared/api/settings-api';

/** True at or below the store's mobile menu breakpoint (spec §9 'Layout': 1199 px). */
export function useMobileMenuActive(): boolean {
  const { header } = useSettings();
  return useMediaQuery(`(max-width:${header.mobileMenuBreakpoint}px)`, { noSsr: true });
}
