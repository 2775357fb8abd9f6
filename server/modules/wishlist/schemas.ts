import { type Static, type TSchema, Type } from 'typebox';
import { SHARE_TOKEN_PATTERN } from '@domain/share-token';
import { WISHLIST_KEY_PATTERN, WISHLIST_LIMITS } from '@domain/wishlist';
import { IdSchema, Line, Lines, LocaleSchema, StockStatusSchema } from '../../http/schemas';
import { ImageSchema } from '../media/schemas';
import { ProductCardSchema } from '../listing/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const KeySchema = Type.String({
  pattern: WISHLIST_KEY_PATTERN,
  description: 'A wishlist key: 6 of A–Z, 0–9. It opens the owner’s own lists only',
});
export const ShareTokenSchema = Type.String({
  pattern: SHARE_TOKEN_PATTERN,
  description: 'A wishlist’s share token (192 random bits, base64url): lets anyone read the list',
});

export const WishlistQuery = Type.Object({
  locale: LocaleSchema,
  key: Type.Optional(KeySchema),
});
export type WishlistQuery = Static<typeof WishlistQuery>;

export const KeyParams = Type.Object({ key: KeySchema });
/** A list read by its key: the share token, unless the visitor owns it. */
export const SharedQuery = Type.Object({ locale: LocaleSchema, token: Type.Optional(ShareTokenSchema) });
export const ItemParams = Type.Object({ id: IdSchema });

export const AddBody = Type.Object(
  {
    productId: IdSchema,
    variationId: Type.Optional(IdSchema),
    key: Type.Optional(KeySchema),
  },
  { additionalProperties: false },
);
export type AddBody = Static<typeof AddBody>;

export const NoteBody = Type.Object(
  { note: Lines({ maxLength: WISHLIST_LIMITS.noteMax, description: 'Plain text; an empty note removes it' }) },
  { additionalProperties: false },
);

export const NameBody = Type.Object(
  { name: Line({ minLength: 1, maxLength: WISHLIST_LIMITS.nameMax }) },
  { additionalProperties: false },
);

const ListSummarySchema = Type.Object({
  key: KeySchema,
  name: Type.String({ description: "Empty for the unnamed list ('Wishlist')" }),
  isDefault: Type.Boolean(),
  count: Type.Integer(),
});

const ItemSchema = Type.Object({
  id: Type.Integer({ description: 'The saved id: the variation’s, else the product’s' }),
  parent: Nullable(Type.Integer({ description: 'The product of a saved variation' })),
  product: ProductCardSchema,
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  price: ProductCardSchema.properties.price,
  stockStatus: StockStatusSchema,
  image: Nullable(ImageSchema),
  note: Type.String({ description: 'Plain text' }),
  addedAt: Type.String({ format: 'date-time' }),
});

export const WishlistSchema = Type.Object(
  {
    key: Nullable(KeySchema),
    shareToken: Nullable(ShareTokenSchema),
    name: Type.String(),
    isDefault: Type.Boolean(),
    owned: Type.Boolean({ description: 'Whether the visitor may change it (a shared list is read-only)' }),
    count: Type.Integer(),
    items: Type.Array(ItemSchema),
    ids: Type.Record(Type.String(), Type.Object({ parent: Type.Optional(Type.Integer()) }), {
      description: 'Saved id → its parent: both show as added',
    }),
    lists: Type.Array(ListSummarySchema, { description: 'The visitor’s lists (empty on a shared view)' }),
    added: Type.Optional(
      Type.Object(
        { id: Type.Integer(), name: Type.String(), image: Nullable(ImageSchema) },
        {
          description: 'What an add saved, for the toast',
        },
      ),
    ),
  },
  { title: 'Wishlist' },
);
export type WishlistBody = Static<typeof WishlistSchema>;
export type WishlistItemBody = Static<typeof ItemSchema>;
export type ListSummary = Static<typeof ListSummarySchema>;
