import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipLink } from '@features/navigation/components/SkipLink';
import { Header } from '@features/navigation/components/Header';
import { Footer } from '@features/navigation/components/Footer';
import { AccountButton } from '@features/account/components/AccountButton';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';
import { CartButton } from '@features/cart/components/CartButton';
import { StoreNotice } from '@features/notices/components/StoreNotice';
import { ComingSoonBanner } from '@features/notices/components/ComingSoonBanner';
import { CookieNotice } from '@features/notices/components/CookieNotice';
import { Preloader } from '@features/notices/components/Preloader';

/**
 * The page frame shared by every route. Features never import each other, so the header's
 * account, wishlist and cart buttons are handed to it here.
 */
export function ShopShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Preloader />
      <SkipLink targetId="main" />
      <StoreNotice />
      <Header
        actions={
          <>
            <AccountButton />
            <WishlistButton />
            <CartButton />
          </>
        }
      />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <ComingSoonBanner />
      <CookieNotice />
    </Box>
  );
}
