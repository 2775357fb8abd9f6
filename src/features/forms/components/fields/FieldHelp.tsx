import type { ReactNode } from 'react';

/** A field's helper text: its error first, then its description, both read with the field. */
export function fieldHelp(error: string | undefined, description?: ReactNode): ReactNode {
  if (!error) return description;
  return description ? (
    <>
      <span>{error}</span>
      <br />
      <span>{description}</span>
    </>
  ) : (
    error
  );
}
