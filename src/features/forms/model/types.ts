import type { FieldValue, FormDefinition, FormRedirect } from '@domain/forms/fields';

/** A form as the server answers it: the definition in the shopper's locale, a token issued now, its honeypot. */
export interface PublicForm extends Omit<FormDefinition, 'redirect'> {
  token: string;
  /** Seconds: a token this old is renewed when focus enters the form. */
  tokenRefresh: number;
  /** The words of the field nobody sees and a robot fills. */
  honeypot: string;
  captcha: boolean;
}

/** A file the server has taken for a file field (its content checked), named in the submission by its id. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/** Formik's values: each field's value by its id, file fields holding their uploads, and the captcha. */
export type FormState = Record<string, FieldValue | UploadedFile[] | undefined> & { captcha?: string };

export interface SubmissionRequest {
  slug: string;
  body: {
    locale: string;
    token: string;
    honeypot: string;
    captcha?: string;
    startedAt?: number;
    values: Record<string, FieldValue>;
    uploads: Record<string, string[]>;
  };
}

/** The pending order a payment form made, paid on the checkout's pay page. */
export interface FormOrder {
  number: number;
  key: string;
  /** Minor units. */
  total: number;
}

export interface Submitted {
  submission: number;
  confirmation: string[];
  /** Go there instead of showing the confirmation (in a new tab, reloading this page). */
  redirect?: FormRedirect;
  order?: FormOrder;
}
