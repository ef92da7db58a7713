import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.CHELIAN_API ?? 'http://localhost:8080';
const PURE_ZOD = '__chelianZod';

/**
 * The shared contract declares zod schemas at module level next to the constants the console
 * uses (API paths, enums). The console never validates with them, so the schema builders are
 * marked pure for tree-shaking: unused schemas, and zod itself, stay out of the bundle.
 * Only the contract's own files are rewritten.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'chelian:pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id) || !/from ['"]zod['"]/.test(code))
        return null;
      const out = code
        .replace(/import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1/, `import { z as ${PURE_ZOD} } from 'zod'`)
        .replace(/(?<![\w$.])z(?=\s*\.)/g, PURE_ZOD);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [pureContractSchemas(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      treeshake: { manualPureFunctions: [PURE_ZOD] },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/websocket': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
