import { type Static, Type } from 'typebox';

export const SessionSchema = Type.Object(
  {
    csrfToken: Type.String({ description: 'Send back as x-csrf-token on every POST/PUT/PATCH/DELETE' }),
    user: Type.Union([Type.Object({ id: Type.Integer(), displayName: Type.String() }), Type.Null()], {
      description: 'The signed-in customer, null for a guest',
    }),
    comingSoonDismissed: Type.Boolean(),
    consent: Type.Union([Type.Object({ analytics: Type.Boolean() }), Type.Null()], {
      description: 'Latest cookie-consent decision of this session, null before any',
    }),
  },
  { title: 'Session' },
);
export type SessionBody = Static<typeof SessionSchema>;

export const ConsentBody = Type.Object({ analytics: Type.Boolean() }, { additionalProperties: false });
