import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { takeHeldFile } from './model/held-files';
import type { PublicForm, SubmissionRequest, Submitted, UploadedFile } from './model/types';

/**
 * Embedded forms: the form with its token (never cached by the server: each answer is a new token), a renewed
 * token, the restricted-address check (kept per form and address), a file's bytes, the submission.
 */
export const formsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<PublicForm, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `/forms/${encodeURIComponent(slug)}`, params: { locale } }),
    }),
    refreshFormToken: build.mutation<{ token: string }, string>({
      query: (slug) => ({ url: `/forms/${encodeURIComponent(slug)}/token`, method: 'POST' }),
    }),
    checkRestrictedEmail: build.query<
      { valid: boolean },
      { slug: string; locale: Locale; field: string; email: string }
    >({
      query: ({ slug, locale, field, email }) => ({
        url: `/forms/${encodeURIComponent(slug)}/restricted-email`,
        method: 'POST',
        body: { locale, field, email },
      }),
      keepUnusedDataFor: 600,
    }),
    // The file itself waits in a hand-off (model/held-files.ts): a File in the store's state is not serialisable.
    uploadFormFile: build.mutation<
      UploadedFile,
      { slug: string; locale: Locale; field: string; name: string; held: string }
    >({
      query: ({ slug, locale, field, name, held }) => ({
        url: `/forms/${encodeURIComponent(slug)}/uploads`,
        method: 'POST',
        params: { locale, field, name },
        headers: { 'content-type': 'application/octet-stream' },
        body: takeHeldFile(held),
      }),
    }),
    submitForm: build.mutation<Submitted, SubmissionRequest>({
      query: ({ slug, body }) => ({ url: `/forms/${encodeURIComponent(slug)}/submissions`, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetFormQuery,
  useRefreshFormTokenMutation,
  useLazyCheckRestrictedEmailQuery,
  useUploadFormFileMutation,
  useSubmitFormMutation,
} = formsApi;
