import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { bundleSettings } from './bundleSettings.ts';

// Same-origin `/api`, as Firebase Hosting serves it: in dev and preview it goes to the Functions emulator.
const apiProxy = {
  '/api': {
    target: 'http://127.0.0.1:5001/demo-restaurant-platform/australia-southeast1/api',
    changeOrigin: true,
  },
};

/** The Vite config every app shares; only the fixed dev-server port differs (see README). */
export function appViteConfig(devPort: number): UserConfig {
  return defineConfig({
    ...bundleSettings,
    plugins: [react()],
    server: { port: devPort, strictPort: true, proxy: apiProxy },
    preview: { proxy: apiProxy },
  });
}
