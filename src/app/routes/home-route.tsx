import { HomePage } from './home/HomePage';

/** Lazy route module of `/{locale}/` (React.lazy in router.tsx): the home page is its own chunk. */
export default HomePage;
