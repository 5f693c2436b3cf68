#!/usr/bin/env node
// `npm start`: build whatever is out of date (turbo skips what is cached), then serve the whole
// site, API and front end, from one process on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
