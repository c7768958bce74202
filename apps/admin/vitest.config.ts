import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@verbatim/source', ...defaultClientConditions];

export default defineProject({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'admin',
    environment: 'jsdom',
    // Room for the longer wait of findBy/waitFor (see the setup file) on a loaded machine.
    testTimeout: 15_000,
    setupFiles: ['./src/test-support/setup.ts'],
  },
});
