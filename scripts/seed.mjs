#!/usr/bin/env node
import { importTypeScript } from './lib/bundle.mjs';
// `npm run seed`: writes the demo tenant into a running emulator suite (idempotent).
import { EMULATOR_HOSTS } from './lib/emulators.mjs';

export async function seedDemoData({ quiet = false } = {}) {
  for (const [key, value] of Object.entries(EMULATOR_HOSTS)) process.env[key] ??= value;
  const seed = await importTypeScript('scripts/seed/seedDemo.ts', 'seed');
  await seed.seedDemoData();
  if (!quiet) console.log('Demo data seeded.');
  return seed;
}

if (import.meta.url === `file://${process.argv[1]}`) await seedDemoData();
