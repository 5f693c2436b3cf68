// `npm run e2e`: builds the site and runs the Playwright suite, which starts the site itself.
// With E2E_BASE_URL set it builds nothing and runs against that deployed site instead (the tests
// that need a site of their own are skipped and listed with their reason).
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const deployed = process.env.E2E_BASE_URL;
if (deployed) console.log(`E2E against the deployed site ${deployed}: no build, no local site.`);
else run('npm', ['run', 'build']);
run('bash', ['scripts/ensure-chromium.sh']);
run('npm', ['run', 'test', '-w', '@trabzon/e2e', '--', ...process.argv.slice(2)]);
