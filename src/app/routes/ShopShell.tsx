import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipLink } from '@features/navigation/components/SkipLink';
import { Header } from '@features/navigation/components/Header';
import { Footer } from '@features/navigation/components/Footer';
import { AccountButton } from '@features/account/components/AccountButton';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { useAccountMenuEntry } from '@features/account/hooks/useAccountMenuEntry';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';
import { WishlistProvider } from '@features/wishlist/components/WishlistProvider';
import { useWishlistMenuEntry } from '@features/wishlist/hooks/useWishlistMenuEntry';
import { CartButton } from '@features/cart/components/CartButton';
import { SearchButton } from '@features/search/components/SearchButton';
import { flattenCategories } from '@features/search/model/categories';
import { useGetCategoryTreeQuery } from '@entities/category/api';
import { useLocale } from '@shared/i18n/locale-context';
import { StoreNotice } from '@features/notices/components/StoreNotice';
import { ComingSoonBanner } from '@features/notices/components/ComingSoonBanner';
import { CookieNotice } from '@features/notices/components/CookieNotice';
import { useAnalyticsConsent } from '@features/notices/hooks/useAnalyticsConsent';
import { useAttributionTracking } from '@features/checkout/attribution/useAttributionTracking';
import { useSettings } from '@shared/api/settings-api';
import { deferred } from '@shared/ui/Deferred';
import { HydrationRegion } from '@shared/ui/hydration/HydrationRegion';
import { QuickViewProvider } from '../providers/QuickViewProvider';
import { useScrollRestoration } from './use-scroll-restoration';
import { PageLoading } from './PageLoading';

// The preloader is off by default (it hides the content): its code is downloaded only where the owner turned it on.
const Preloader = deferred(() => import('@features/notices/components/Preloader').then((module) => module.Preloader));

/**
 * The header with the other features' buttons, and the account's and wishlist's entries of the mobile menu (inside
 * their providers).
 */
function ShellHeader({ searchCategories }: { searchCategories: ReturnType<typeof flattenCategories> }) {
  const account = useAccountMenuEntry();
  const wishlist = useWishlistMenuEntry();
  return (
    <Header
      mobileAccount={account}
      mobileWishlist={wishlist}
      actions={
        <>
          <SearchButton categories={searchCategories} />
          <AccountButton />
          <WishlistButton />
          <CartButton />
        </>
      }
    />
  );
}

/**
 * The page frame shared by every route. Features never import each other, so the header's
 * account, wishlist and cart buttons are handed to it here, and the cookie choice to the order-attribution tracker.
 * The account dialogs are available on every page.
 */
export function ShopShell({ children }: { children: ReactNode }) {
  const { data: tree } = useGetCategoryTreeQuery(useLocale());
  const searchCategories = useMemo(() => flattenCategories(tree ?? []), [tree]);
  const { preloader, attribution, notices } = useSettings();
  // Each page view feeds the order's attribution, within the shop's switch and the shopper's cookie choice (when the
  // shop asks for one: with the cookie notice off, there is no choice to wait for).
  const { choice } = useAnalyticsConsent();
  useAttributionTracking(notices.cookieNotice.enabled ? choice : 'yes', { enabled: attribution.enabled });
  useScrollRestoration();
  return (
    <AccountDialogsProvider>
      <WishlistProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          {preloader.enabled && <Preloader />}
          <SkipLink targetId="main" />
          {/* Hydrated a region at a time, in this order; the footer once it comes into view. */}
          <HydrationRegion>
            <StoreNotice />
            <ShellHeader searchCategories={searchCategories} />
          </HydrationRegion>
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
            <QuickViewProvider>
              <HydrationRegion fallback={<PageLoading />}>{children}</HydrationRegion>
            </QuickViewProvider>
          </Box>
          <HydrationRegion when="visible">
            <Footer />
          </HydrationRegion>
          <HydrationRegion>
            <ComingSoonBanner />
            <CookieNotice />
          </HydrationRegion>
        </Box>
      </WishlistProvider>
    </AccountDialogsProvider>
  );
}
