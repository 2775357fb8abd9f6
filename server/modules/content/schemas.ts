import { Type } from 'typebox';
import { Line } from '../../http/schemas';

export const PageSlugParams = Type.Object({ slug: Line({ minLength: 1, maxLength: 80 }) });

export const ContentPageSchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    description: Type.String(),
    blocks: Type.Array(Type.Unknown(), {
      description:
        'Typed blocks (heading, text, image, gallery, image-carousel, product-carousel, collapsible, columns, cta, form by its slug); pictures carry their renditions, product carousels their cards',
    }),
  },
  { $id: 'ContentPage' },
);

export const ContentPageListSchema = Type.Array(Type.Object({ slug: Type.String(), title: Type.String() }), {
  $id: 'ContentPageList',
});
