#!/usr/bin/env node
// `npm run bench:security`: measures the security section's figures again, one after the other:
// the fuzzing (requests fuzzed, FUZZ_RUNS), crash safety (runs survived, CRASH_RUNS) and load (p99,
// LOAD_SECONDS). Prints each tool's summary line; exits 1 if any of them failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['fuzz', 'npx', ['vitest', 'run', 'api/test/fuzz.test.ts']],
  ['crash', process.execPath, ['scripts/crash-safety.mjs']],
  ['load', process.execPath, ['scripts/load-test.mjs']],
];
let failed = false;
for (const [name, command, args] of steps) {
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    console.error(`== ${name} FAILED (exit ${run.status})`);
  }
}
process.exit(failed ? 1 : 0);
