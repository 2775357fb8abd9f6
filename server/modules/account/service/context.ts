import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';

/** What an account request's rules need besides its body: the database, the clock, who asks, where links point. */
export interface AccountRequest {
  db: Db;
  now: Date;
  ip: string;
  locale: Locale;
  publicUrl: string;
  /** Signs the captcha's challenges (checked when the store turns the captcha on). */
  captchaKey: string;
}

/** A link into the shop in the shopper's language, from the configured address (never the request's Host). */
export const shopLink = (r: Pick<AccountRequest, 'publicUrl' | 'locale'>, path: string, token: string) =>
  `${r.publicUrl}/${r.locale}/my-account/${path}/?token=${encodeURIComponent(token)}`;
