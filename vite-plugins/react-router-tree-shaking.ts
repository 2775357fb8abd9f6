import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

/**
 * React Router's build creates its components and contexts at module level without `@__PURE__`
 * marks and then assigns their `displayName`, so the bundler must keep every one of them, and all
 * they use, even when the app never imports them (Form, NavLink, fetchers, scroll restoration…):
 * about 2 KiB gzip. In the app's production build this marks those calls pure and drops the
 * `displayName` assignments, which only name components in React DevTools. Lines are kept, so the
 * source map stays right.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'zellige:react-router-tree-shaking',
    apply: isAppBuild,
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const shaken = code
          .replace(/(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
