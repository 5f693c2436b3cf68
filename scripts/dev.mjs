#!/usr/bin/env node
// `npm run dev`: the API (with reload) on 3000 and every app's webpack dev server (shell on 8080,
// remotes on 8081-8086). The shell dev server proxies /api and /remotes.json to the API, and the
// API serves a registry that points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { devPorts, apiDevPort } from '@trabzon/mf-config';

const registry = JSON.parse(fs.readFileSync('config/remotes.json', 'utf8'));
for (const remote of registry.remotes) {
  const app = remote.name.replace(/_/g, '-');
  remote.entry = `http://localhost:${devPorts[app]}/remoteEntry.js`;
}
const registryPath = path.join(os.tmpdir(), 'trabzon-dev-remotes.json');
fs.writeFileSync(registryPath, JSON.stringify(registry, null, 2));

// Development: the /login screen's Create Test Users button works (loopback only; see README).
const env = {
  ENABLE_TEST_USERS: 'true',
  ...process.env,
  PORT: String(apiDevPort),
  REMOTES_REGISTRY_PATH: registryPath,
  STATIC_ROOT: 'none',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { stdio: 'inherit', env }),
  ...Object.keys(devPorts).map((app) => spawn('npm', ['run', 'dev', '-w', app], { stdio: 'inherit', env: process.env })),
];
console.log(`Site: http://localhost:${devPorts.shell}  API: http://localhost:${apiDevPort}`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
