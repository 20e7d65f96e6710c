import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { relatedArticlesPlugin } from './src/content/blog/related-plugin.js';

// Two kinds of unit test: Node (server, shared, scripts) and the browser screens in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [relatedArticlesPlugin()],
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/content/**/*.test.ts',
            // The synthetic photo generator's own tests: only tests and scripts use it, so it lives in tests/synth.
            'tests/synth/**/*.test.ts',
            'src/web/render.test.tsx',
            'src/web/blog.test.tsx',
            // Builds the browser app to see what each page loads.
            'src/web/bundle.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), relatedArticlesPlugin()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          exclude: ['src/web/render.test.tsx', 'src/web/blog.test.tsx'],
          setupFiles: ['tests/helpers/setup-web.ts'],
          // Screens with uploads take a few seconds in jsdom on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
