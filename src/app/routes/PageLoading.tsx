/**
 * Shown while the first page's code loads, before the locale's providers exist: it cannot use
 * messages or the theme, so it is an empty busy region (a fraction of a second on first load).
 */
export function PageLoading() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
