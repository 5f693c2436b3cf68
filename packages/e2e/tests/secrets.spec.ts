/**
 * The provider's client id and secret live only in the API's configuration: no front-end bundle
 * may carry them, nor the code to ask the provider for a token. Reads the built dist folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '@trabzon/provider-sandbox';
import { deployedBaseURL, ownSite } from '../fixtures/deployed';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const staticRoot = path.resolve(repoRoot, process.env.STATIC_ROOT || '.');
const APPS = ['shell', 'mf-hotels', 'mf-flights', 'mf-transfers', 'mf-dining', 'mf-packages', 'mf-admin'];

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

// The bundles are read from this machine's build, which a deployed site's run does not make.
test.skip(Boolean(deployedBaseURL), 'reads the local build output, not the deployed site');

test(
  'no front-end bundle holds provider credentials or calls the token endpoint',
  ownSite('reads the local build output, not the deployed site'),
  () => {
    const secrets = [SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, process.env.PROVIDER_CLIENT_ID, process.env.PROVIDER_CLIENT_SECRET].filter(
      (value): value is string => Boolean(value && value.length >= 6),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    let scanned = 0;
    for (const app of APPS) {
      const dist = path.join(staticRoot, app, 'dist');
      expect(fs.existsSync(dist), `${app} is built`).toBe(true);
      for (const file of filesOf(dist).filter((f) => /\.(js|html|json|map)$/.test(f))) {
        const text = fs.readFileSync(file, 'utf8');
        scanned += 1;
        for (const secret of secrets) expect(text.includes(secret), `${path.relative(staticRoot, file)} holds a credential`).toBe(false);
        expect(/client_credentials|oauth2\/token/.test(text), `${path.relative(staticRoot, file)} asks for a provider token`).toBe(false);
      }
    }
    expect(scanned).toBeGreaterThan(20);
  },
);
