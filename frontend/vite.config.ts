import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.LUNA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In development the API serves /api, /auth/v1, /webhook and the Stripe emulator.
    proxy: Object.fromEntries(['/api', '/auth', '/webhook', '/stripe-emulator'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
