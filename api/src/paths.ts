import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api/ folder, found by walking up from this file: it runs from api/src/** under tsx and
 * vitest, and from api/dist/server.js when built, so a fixed "../.." would be wrong in one of them.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api/drizzle migrations folder not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const repoRoot = path.dirname(apiRoot);
export const migrationsFolder = path.join(apiRoot, 'drizzle');
