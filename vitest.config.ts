import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/domain/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx', 'tests/machines/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
