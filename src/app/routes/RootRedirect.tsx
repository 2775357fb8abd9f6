import { Navigate } from 'react-router-dom';
import { negotiateLocale } from '@domain/locales';
import { readCookie } from '@shared/lib/cookies';
import { homePath } from '@domain/page-paths';

/**
 * `/` sends a visitor to their best locale: the stored choice, then the browser's languages,
 * then French. The server answers `/` with the same redirect; this covers the dev server.
 */
export function RootRedirect() {
  const locale = negotiateLocale(navigator.languages.join(','), readCookie('locale'));
  return <Navigate to={homePath(locale)} replace />;
}
