import { useCallback, useRef, useState } from 'react';
import { useRefreshFormTokenMutation } from '../api';

/**
 * The form's token and when it was issued: when focus enters the form and the token is older than the server's
 * refresh age, a new one is asked for. A failed refresh keeps the old token (the server then says it is stale).
 */
export function useFormToken(slug: string, initial: string, refreshAfterS: number, issued: number | undefined) {
  const [token, setToken] = useState(initial);
  const issuedAt = useRef<number | null>(issued ?? null);
  const [refresh] = useRefreshFormTokenMutation();
  const asking = useRef(false);

  const renew = useCallback(async () => {
    asking.current = true;
    try {
      const answer = await refresh(slug).unwrap();
      setToken(answer.token);
      issuedAt.current = Date.now();
      return answer.token;
    } catch {
      return null;
    } finally {
      asking.current = false;
    }
  }, [refresh, slug]);

  /** On focus inside the form: renew a token past its age. */
  const onFocus = useCallback(() => {
    const now = Date.now();
    if (issuedAt.current === null) issuedAt.current = now;
    else if (!asking.current && now - issuedAt.current > refreshAfterS * 1000) void renew();
  }, [refreshAfterS, renew]);

  return { token, onFocus, renew };
}
