import { useSettings } from '@shared/api/settings-api';
import { useMediaMatch } from '@shared/ui/useMediaMatch';

/** True at or below the store's mobile menu breakpoint (1199 px). */
export function useMobileMenuActive(): boolean {
  const { header } = useSettings();
  return useMediaMatch(`(max-width:${header.mobileMenuBreakpoint}px)`);
}
