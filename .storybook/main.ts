import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, type InlineConfig, mergeConfig } from 'vite';

const overrides: InlineConfig = {
  plugins: [tailwindcss()],
  // Workspace packages are read from their TypeScript source, as in the apps and tests.
  resolve: { conditions: ['@verbatim/source', ...defaultClientConditions] },
  build: {
    // Storybook's own preview bundle is large by nature.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Radix and TanStack Query mark modules "use client" for server components; it means nothing in a browser bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'PLUGIN_TIMINGS') return;
        handler(level, log);
      },
    },
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // The build must not reach the network: no telemetry, no "what's new" check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, overrides),
};

export default config;
