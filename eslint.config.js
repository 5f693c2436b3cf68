// ESLint for the whole monorepo: the shared pieces from @trabzon/eslint-config, placed by folder.
// Each workspace's `lint` script runs `eslint .`, which finds this file; `npm run lint` runs them all through turbo.
import { architecture, base, formatting, ignores, node, react, typeChecked, universal } from '@trabzon/eslint-config';

const root = import.meta.dirname;
const REMOTES = '{shell,mf-hotels,mf-flights,mf-transfers,mf-dining,mf-packages,mf-admin}';
const BROWSER_PACKAGES = 'packages/{ui,stores,i18n,api-client,checkout,router}';

export default [
  ignores,
  ...base,
  ...universal(['packages/{contracts,dates}/**']),
  ...react([`${REMOTES}/{src,test}/**/*.{ts,tsx}`, `${BROWSER_PACKAGES}/{src,test}/**/*.{ts,tsx}`]),
  ...node([
    'api/**',
    'packages/{provider-sandbox,mf-config,e2e,eslint-config}/**',
    'scripts/**',
    '*.{js,mjs,ts,mts}',
    `${REMOTES}/*.{js,mjs,ts}`,
  ]),
  ...typeChecked(['api/{src,test}/**/*.ts'], root),
  ...architecture(root),
  ...formatting,
];
