import { Navigate } from 'react-router-dom';
import { useServerRender } from '@shared/lib/render-context';

/**
 * This page is another address's: the server answers with a permanent redirect to it, and a client-side
 * navigation replaces the history entry.
 */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.record.redirect ??= to;
    return null;
  }
  return <Navigate replace to={to} />;
}
