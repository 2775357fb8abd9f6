import type { CaptchaChallenge } from '@domain/captcha';
import { baseApi } from '@shared/api/base-api';

/** A new captcha challenge each time it is asked for: each is solved once. */
export const captchaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaptchaChallenge: build.query<CaptchaChallenge, void>({
      query: () => '/captcha',
      keepUnusedDataFor: 0,
      forceRefetch: () => true,
    }),
  }),
});

export const { useLazyGetCaptchaChallengeQuery } = captchaApi;
