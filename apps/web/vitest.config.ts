import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@verbatim/source', ...defaultClientConditions];

export default defineProject({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test-support/setup.ts'],
  },
});
