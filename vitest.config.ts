import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // One worker more than cores: the harness's own tests spend most of their time waiting on a browser page (one
    // of them 85 CPU-seconds in 144 s), and a third worker keeps both cores busy meanwhile. Two runs of the whole
    // suite here, each against two workers (not side by side): 581 s against 637 s, and 686 s against 813 s.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // The compiled message catalogues the components load, and the extracted English the i18n tests read.
          globalSetup: ['tests/support/i18n-setup.ts'],
          // Shared machines can be heavily loaded; a generous limit keeps slow renders from failing tests.
          testTimeout: 30_000,
          // The files of a worker share their modules and page (57 s against 168 s for the project here); the setup
          // file gives each file a clean page, and the files pass in any order (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each kind of database is migrated and seeded once per run; every file starts from a copy.
          globalSetup: ['tests/server/support/templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Every file opens its own database and app, so files share nothing but the worker's loaded modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The visual and accessibility harness itself: real Storybook builds of changed copies of the project.
          name: 'harness',
          include: ['tests/harness/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
