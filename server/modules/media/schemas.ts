import { type Static, Type } from 'typebox';

export const ImageSchema = Type.Object(
  {
    src: Type.String({ description: '/media/… URL of the medium rendition' }),
    srcset: Type.String({ description: 'Every rendition with its width descriptor' }),
    sizes: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    alt: Type.String(),
  },
  { title: 'Image' },
);
export type Image = Static<typeof ImageSchema>;

export const MediaFileParams = Type.Object({ file: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9._-]+$' }) });
