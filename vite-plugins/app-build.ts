import type { ConfigEnv, UserConfig } from 'vite';

function isStorybookPlugin(option: unknown): boolean {
  if (Array.isArray(option)) return option.some(isStorybookPlugin);
  return (
    typeof option === 'object' && option !== null && 'name' in option && String(option.name).startsWith('storybook:')
  );
}

/**
 * True for the shop's own production build (`vite build`), false for the dev server and for
 * Storybook, which merges this config into its own build: the size-only plugins need not apply there.
 */
export function isAppBuild(config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && !isStorybookPlugin(config.plugins);
}
