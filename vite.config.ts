import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relatedArticlesPlugin } from './src/content/blog/related-plugin.js';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), relatedArticlesPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // One stylesheet, linked from the HTML: server-rendered pages must be styled before any script runs.
    cssCodeSplit: false,
    // The one large chunk is heic-decode (libheif in WebAssembly, ~2 MB), loaded only when a HEIC photo is chosen.
    chunkSizeWarningLimit: 2100,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
});
