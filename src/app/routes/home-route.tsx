import { HomePage } from './home/HomePage';

/** Lazy route module of `/{locale}/` (react-router's `lazy`): the home page is its own chunk. */
export { HomePage as Component };
