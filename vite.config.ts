/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Vite copies public/ into the output, MSW's worker included. Only builds with the
 * mock API on (dev, demo, tests) may ship it: remove it from every other build.
 */
function dropMockWorkerWhenMockingOff(mocking: boolean, outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (!mocking) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'true';
  const outDir = process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist');
  return {
    plugins: [react(), dropMockWorkerWhenMockingOff(mocking, outDir)],
    build: {
      outDir,
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      // As Playwright does: one retry in CI, where a loaded 2-core machine can slow antd past a wait.
      retry: process.env.CI ? 1 : 0,
      restoreMocks: true,
    },
  };
});
