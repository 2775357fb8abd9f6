/** Ways to spell the /api prefix of a path that a router might still route to the API. */
export const PREFIX_SPELLINGS = [
  'encoded',
  'encoded-all',
  'upper',
  'mixed-case',
  'doubled-slash',
  'dot-segment',
  'dot-dot-segment',
  'encoded-slash',
  'backslash',
] as const;

export type PrefixSpelling = (typeof PREFIX_SPELLINGS)[number];

/**
 * The spellings app.inject sends as they are: it resolves dot segments and backslashes as a browser would (over a
 * real socket they arrive raw: tests/server/hardening/path-spellings.test.ts sends them so).
 */
export const INJECTABLE_SPELLINGS = PREFIX_SPELLINGS.filter(
  (s) => s !== 'dot-segment' && s !== 'dot-dot-segment' && s !== 'backslash',
);

/** The same path with its leading '/api' spelled as `spelling` says. */
export function respell(path: string, spelling: PrefixSpelling): string {
  if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`);
  const rest = path.slice('/api'.length);
  switch (spelling) {
    case 'encoded':
      return `/%61pi${rest}`;
    case 'encoded-all':
      return `/%61%70%69${rest}`;
    case 'upper':
      return `/API${rest}`;
    case 'mixed-case':
      return `/Api${rest}`;
    case 'doubled-slash':
      return `//api${rest}`;
    case 'dot-segment':
      return `/./api${rest}`;
    case 'dot-dot-segment':
      return `/media/../api${rest}`;
    case 'encoded-slash':
      return `/api%2F${rest.slice(1)}`;
    case 'backslash':
      return `/api\\${rest.slice(1)}`;
  }
}
