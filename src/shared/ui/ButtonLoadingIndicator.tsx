import { Spinner } from './Spinner';

/**
 * What MUI's Button and IconButton show in their `loading` state, in the app's production build
 * (vite-plugins/mui-unused-parts.ts): the shop's spinner rather than CircularProgress, which the buttons
 * import for that state alone. The shop does not use `loading` (busy buttons keep their label and say it with
 * aria-disabled), so this only keeps the prop working should it be used.
 */
export default function ButtonLoadingIndicator({ size = 16 }: { size?: number | string }) {
  return <Spinner size={typeof size === 'number' ? `${size}px` : size} />;
}
