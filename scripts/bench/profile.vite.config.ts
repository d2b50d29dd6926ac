import { defineConfig, mergeConfig } from 'vite';
import node from '../../vite.node.config.ts';

// Builds scripts/bench/profile-calendar.ts like the Node entry (vite.node.config.ts).
const dist = process.env.ESTADIA_DIST ?? 'dist';
export default mergeConfig(node, defineConfig({ build: { ssr: 'scripts/bench/profile-calendar.ts', outDir: `${dist}/profile`, rollupOptions: { output: { entryFileNames: 'profile.mjs' } } } }));
