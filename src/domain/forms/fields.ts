/**
 * An embedded form as data: its pages of fields, each field's kind and limits, and what follows a submission. Stored
 * per locale (labels are words); the same definition drives Formik on the client and the check on the server.
 */

export interface Choice {
  value: string;
  label: string;
}

/** Shown only while another field holds one of these values (a page whose fields are all hidden is skipped). */
export interface ShowIf {
  field: string;
  in: string[];
}

interface Base {
  /** Its key in the submission: letters, digits, '_' and '-'. */
  id: string;
  label: string;
  description?: string;
  required?: boolean;
  showIf?: ShowIf;
}

export type FormField =
  /** `mask`: '9' a digit, 'a' a letter, '*' either, anything else written as it stands (mask.ts). */
  | (Base & { type: 'text'; minLength?: number; maxLength?: number; mask?: string })
  | (Base & { type: 'textarea'; maxLength?: number })
  | (Base & { type: 'name' })
  /** `confirm`: typed twice; `restricted`: the server refuses listed addresses and domains. */
  | (Base & { type: 'email'; confirm?: boolean; restricted?: boolean })
  | (Base & { type: 'url' })
  | (Base & { type: 'number'; min?: number; max?: number; step?: number })
  | (Base & { type: 'select' | 'radio'; choices: Choice[] })
  /** `limit`: at most this many ticked. */
  | (Base & { type: 'checkboxes'; choices: Choice[]; limit?: number })
  /** ISO dates; `disablePast` also refuses today when `disableToday`; weekdays 0 (Sunday) to 6. */
  | (Base & {
      type: 'date';
      min?: string;
      max?: string;
      disablePast?: boolean;
      disableToday?: boolean;
      disabledWeekdays?: number[];
    })
  /**
   * 'HH:MM' (24-hour) window; the shopper may type 12- or 24-hour times. `notBefore`: an earlier time field this one
   * may not be earlier than (an end after its start).
   */
  | (Base & { type: 'time'; min?: string; max?: string; notBefore?: string })
  | (Base & { type: 'address' })
  /**
   * Extensions without the dot; sizes in bytes. `capture`: a camera field, pictures only, whose picker opens a phone's
   * camera (the back one, 'environment', or the front one, 'user'); elsewhere it chooses a picture.
   */
  | (Base & {
      type: 'file';
      extensions: string[];
      maxFileSize: number;
      maxFiles: number;
      capture?: 'environment' | 'user';
    })
  /** Items priced in minor units, each with a quantity from 0 to `maxQuantity`. */
  | (Base & { type: 'payment'; items: Array<Choice & { price: number }>; maxQuantity: number; minTotal?: number });

export type FieldType = FormField['type'];

/** What a camera field may take: the pictures a phone's camera gives. */
export const CAMERA_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp'];
export type FieldOf<T extends FieldType> = Extract<FormField, { type: T }>;

export interface FormPage {
  title?: string;
  fields: FormField[];
}

/** An address of the shop (a path) or of another site (http or https); in a new tab, the form's page reloads. */
export interface FormRedirect {
  url: string;
  newTab: boolean;
}

export type IndicatorStyle = 'connector' | 'circles' | 'progress' | 'none';

export interface FormDefinition {
  id: string;
  title: string;
  pages: FormPage[];
  indicator: IndicatorStyle;
  submitLabel: string;
  /** Shown in place of the form once it is sent (plain paragraphs). */
  confirmation: string[];
  /** Instead of the confirmation: where the shopper goes once the form is sent (see redirectTarget). */
  redirect?: FormRedirect;
  /** A payment form creates a pending order the shopper then pays. */
  createsOrder?: boolean;
}

/** Name parts and address parts: the nested keys a field's value may hold (name[first], address[city]…). */
export const NAME_PARTS = ['first', 'last'] as const;
export const ADDRESS_PARTS = ['address1', 'address2', 'city', 'state', 'postcode', 'country'] as const;
export type NamePart = (typeof NAME_PARTS)[number];
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** A field's value as the rules see it. Files are checked apart (their bytes reach the server only). */
export type FieldValue = string | string[] | Record<string, string> | Record<string, number>;
export type FormValues = Record<string, FieldValue | undefined>;

/** What the rules know of an uploaded file before reading it. */
export interface FileFacts {
  name: string;
  size: number;
}

export const FIELD_ID = /^[a-z][a-z0-9_-]{0,39}$/;
/** Default accepted upload extensions. */
export const DEFAULT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** All uploads of one submission together stay under this (the server's request limit). */
export const MAX_UPLOAD_TOTAL = 8 * 1024 * 1024;
export const TEXT_MAX_LENGTH = 500;
export const TEXTAREA_MAX_LENGTH = 5000;

/** Every field of a form, in page order. */
export const fieldsOf = (form: FormDefinition): FormField[] => form.pages.flatMap((page) => page.fields);
