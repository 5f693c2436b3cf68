import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded template databases (helpers/seeded-database.ts). */
    apiTemplateDir: string;
  }
}

/** One folder per test run for the API tests' seeded templates, removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-templates-'));
  project.provide('apiTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
