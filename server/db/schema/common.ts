import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes. node-postgres returns a Buffer, PGlite a Uint8Array: both are normalised to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Per-locale text kept in a jsonb column where a translation table would be overkill (alt text, method titles). */
export interface LocalisedJson {
  fr: string;
  en: string;
  ar: string;
}

export const LOCALE_CHECK = `in ('fr', 'en', 'ar')`;

/** A full-text document; read only inside SQL (never selected into JavaScript). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
