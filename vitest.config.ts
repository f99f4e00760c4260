import { defineConfig } from 'vitest/config';
import { pageLocalePlugin } from './src/i18n/page-locale-plugin.ts';

export default defineConfig({
  // The messages read the page's language as on the site (src/i18n/page-locale.ts), not Paraglide's runtime.
  plugins: [pageLocalePlugin],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Each API test file gets its own temporary database (tests/api/helpers/test-app.ts).
        // hookTimeout: a test file that imports the Bible in beforeAll may take more than 10 s on a busy machine.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The same API tests on PostgreSQL: the global setup starts a throwaway server, and each test
        // file gets its own database on it (tests/api/helpers/postgres-setup.ts).
        test: {
          name: 'api-pg',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/api/helpers/postgres-setup.ts'],
        },
      },
    ],
  },
});
