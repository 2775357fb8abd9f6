/** How a seeded form is written: its words in three locales, turned into one definition per locale (forms.ts). */
import type { Choice, FormDefinition, FormField } from '@domain/forms/fields';
import { type Tr, tr } from './types';

export type ChoiceSeed = { value: string; label: Tr; price?: number };
/** A field with its words in three locales. */
export type FieldSeed = FormField extends infer F
  ? F extends FormField
    ? Omit<F, 'label' | 'description' | 'choices' | 'items'> & { label: Tr; description?: Tr } & (F extends {
          choices: Choice[];
        }
          ? { choices: ChoiceSeed[] }
          : object) &
        (F extends { items: unknown } ? { items: ChoiceSeed[] } : object)
    : never
  : never;
export interface FormSeed {
  slug: string;
  restrictedEmails?: string[];
  title: Tr;
  submitLabel: Tr;
  indicator: FormDefinition['indicator'];
  confirmation: Tr[];
  /** Where the shopper goes once it is sent: a path of the shop, under each locale's prefix. */
  redirect?: { path: string; newTab: boolean };
  /** Its payment items make a pending order the shopper then pays. */
  createsOrder?: boolean;
  pages: Array<{ title?: Tr; fields: FieldSeed[] }>;
}

export const choice = (value: string, fr: string, en: string, ar: string, price?: number): ChoiceSeed => ({
  value,
  label: tr(fr, en, ar),
  ...(price === undefined ? {} : { price }),
});
export const MB = 1024 * 1024;
