import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait for real UI; on a loaded shared machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });
