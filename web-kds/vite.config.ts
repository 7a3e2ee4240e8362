import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleSettings } from '../web-common/vite/bundleSettings.ts';

// Same-origin `/api`, as Firebase Hosting serves it: in dev and preview it goes to the Functions emulator.
const apiProxy = {
  '/api': {
    target: 'http://127.0.0.1:5001/demo-restaurant-platform/australia-southeast1/api',
    changeOrigin: true,
  },
};

export default defineConfig({
  ...bundleSettings,
  plugins: [react()],
  server: { port: 5176, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
});
