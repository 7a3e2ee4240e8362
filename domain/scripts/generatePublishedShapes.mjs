#!/usr/bin/env node
// Regenerates domain/src/menuPublishing/publishedShapes.generated.ts from the zod schemas: run it
// after changing a schema the published menu or a cart selection uses (the domain test
// publishedMenuExpand.test.ts fails until then). From the repository root:
//   node domain/scripts/generatePublishedShapes.mjs
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTypeScript } from '../../scripts/lib/bundle.mjs';
import { ROOT } from '../../scripts/lib/emulators.mjs';

const target = join(ROOT, 'domain', 'src', 'menuPublishing', 'publishedShapes.generated.ts');
const { publishedShapesModuleSource } = await importTypeScript(
  'domain/src/menuPublishing/describeShape.ts',
  'published-shapes',
);
writeFileSync(target, publishedShapesModuleSource());
execFileSync('npx', ['biome', 'format', '--write', target], { cwd: ROOT, stdio: 'inherit' });
console.log(`Wrote ${target}`);
