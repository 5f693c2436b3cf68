// One webpack + Module Federation config for the shell and every remote, so that seven apps
// share a single definition of loaders, shared singletons, caching and dev-server behaviour.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** The ES build of the federation runtime core, the one the shell's own imports resolve to. */
const runtimeCoreEs = fileURLToPath(import.meta.resolve('@module-federation/runtime-tools/runtime-core'));

/** What the browser builds get in place of axios's fetch adapter. */
const axiosFetchAdapterStub = fileURLToPath(new URL('./axios-fetch-adapter.js', import.meta.url));

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Dev-server ports, one per app; the API listens on 3000 in `npm run dev`. */
export const devPorts = {
  shell: 8080,
  'mf-hotels': 8081,
  'mf-flights': 8082,
  'mf-transfers': 8083,
  'mf-dining': 8084,
  'mf-packages': 8085,
  'mf-admin': 8086,
};
export const apiDevPort = 3000;

/**
 * Libraries that carry state or React context: each must exist once on the page, or the site
 * ends up with two routers, two themes or two auth stores. The `react/` and `react-dom/`
 * prefixes share subpaths such as `react/jsx-runtime` and `react-dom/client`.
 */
const singletonPackages = ['react', 'react-dom', 'styled-components', 'zustand', '@tanstack/react-query', 'react-hook-form'];
// Federation cannot tree-shake a shared library, so a library used through one of our packages is
// bundled inside that shared package instead, trimmed to what the package exports (the lint forbids
// importing the library itself): @trabzon/router stands for react-router-dom (react-router shipped
// all of itself to every page), and @trabzon/i18n holds i18next and react-i18next (4 kB gzipped
// less on every page).
const workspaceSingletons = [
  '@trabzon/router',
  '@trabzon/ui',
  '@trabzon/stores',
  '@trabzon/i18n',
  '@trabzon/api-client',
  '@trabzon/checkout',
  '@trabzon/dates',
];

function installedVersion(name) {
  const file = path.join(repoRoot, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

export function sharedSingletons() {
  const shared = {};
  for (const name of singletonPackages) {
    const version = installedVersion(name);
    const spec = { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` };
    shared[name] = spec;
  }
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  for (const name of workspaceSingletons) {
    shared[name] = { singleton: true, version: '1.0.0', requiredVersion: false };
  }
  return shared;
}

/** The page a remote serves when it runs on its own (its dev server or its own dist/). */
function standalonePage(name) {
  return `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.name     federation name, equal to the app folder (e.g. "mf-hotels")
 * @param {string} options.dir      the app folder (import.meta.dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes]  modules a remote offers to the shell
 * @param {boolean} [options.host]  true for the shell
 */
export function createAppConfig({ name, dir, exposes = {}, host = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const port = devPorts[name];
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves at the site root; a remote resolves its chunks from wherever its
        // remoteEntry.js was loaded, so it can be moved by editing the registry only.
        publicPath: host ? '/' : 'auto',
        uniqueName: name.replace(/-/g, '_'),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // The plugin that hands the shell's federation runtime to the remotes (provideExternalRuntime)
        // is CommonJS and requires the runtime core, which resolved to its CommonJS build beside the ES
        // build everything else imports: the core and its sdk were bundled twice, about 20 kB gzipped
        // in the shell's main chunk on every page. Its one require now gets the ES build too.
        alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEs },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(woff2?|png|jpe?g|webp|avif|svg|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Registry entries are remoteEntry.js files, never manifests, so the snapshot plugin (and
          // the Node loading code) is dead weight repeated in the shell and in every remoteEntry.js.
          //
          // The federation runtime core (about 30 kB gzipped) ships once, in the shell, which hands it to
          // every remote (provideExternalRuntime); a production remoteEntry.js takes it from there
          // instead of repeating it. In development a remote keeps its own copy so that it still runs on
          // its own dev server without the shell.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            ...(host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          },
        }),
        // axios's fetch adapter never runs in a browser (see axios-fetch-adapter.js).
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, axiosFetchAdapterStub),
        // The shell ships its own page; a remote running alone gets this minimal one.
        new HtmlWebpackPlugin({
          ...(fs.existsSync(path.join(dir, 'public/index.html'))
            ? { template: path.join(dir, 'public/index.html') }
            : { templateContent: standalonePage(name) }),
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        // V8 compiles a function on the main thread when it is first called, which made up much of the
        // long tasks of a first visit (a webpack module is a function called once, at load). With this
        // comment Chrome compiles a file's functions eagerly, on a background thread while it streams
        // (explicit compile hints, Chrome 136+; other browsers ignore a comment). Every chunk qualifies:
        // a chunk is only loaded when its screen is about to render. Added after Terser, which strips comments.
        production &&
          new webpack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        // Each file also as <file>.br at Brotli's best (quality 11), once at build, which the server
        // sends as it is (@fastify/static preCompressed): 12 to 15 % fewer bytes than the gzip or the
        // quality-4 Brotli it makes per request, on the scripts a first visit waits for. Not the HTML,
        // which the server fills in per request; fonts and pictures are compressed already.
        production &&
          new CompressionPlugin({
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            test: /\.(js|json|css|svg)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
            minRatio: 0.9,
          }),
      ].filter(Boolean),
      optimization: {
        // format stays unset: the default IIFE wrapper would hide remoteEntry.js's global container.
        // ecma 2022 keeps class private fields native: lowered (as esbuild did at es2020), their helpers
        // become top-level vars of each chunk, globals in a classic script, which two chunks overwrite
        // (TanStack Query then failed with "Cannot write to private field").
        // Terser, not esbuild, minifies: webpack wraps every module in a function, and only Terser drops
        // the functions inside one that nothing calls any more once unused exports are gone. That is most
        // of a library bundled as one file: react-router-dom's shared chunk went from 51 to 15 kB gzipped.
        minimizer: [
          new TerserPlugin({
            extractComments: false,
            terserOptions: { ecma: 2022, module: false, compress: { passes: 2 }, format: { comments: false } },
          }),
        ],
        // Scope hoisting: a chunk's modules become one function where webpack can prove it safe, which
        // saved 10 to 12 kB gzipped on every page (`/` 306.7 → 294.7 kB). It once dropped
        // react-router-dom's `export * from 'react-router'` when react-router was a shared module;
        // @trabzon/router has taken that place, and every e2e test passes with it on.
        concatenateModules: production,
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name),
        buildDependencies: { config: [fileURLToPath(import.meta.url)] },
      },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The shell dev server forwards API and registry calls to the API dev server.
        proxy: host
          ? [{ context: ['/api', '/remotes.json', '/v1', '/v2', '/v3', '/media', '/images'], target: `http://localhost:${apiDevPort}` }]
          : [{ context: ['/api', '/v1', '/v2', '/v3', '/media', '/images'], target: `http://localhost:${apiDevPort}` }],
      },
    };
  };
}
