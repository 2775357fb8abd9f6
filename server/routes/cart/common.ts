/** What every cart write declares in OpenAPI: its tag and that it needs the session cookie and the CSRF header. */
export const CART_WRITE = { tags: ['cart'], security: [{ csrf: [], session: [] }] };
