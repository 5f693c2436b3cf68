import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRegistry, type RemoteDescriptor } from './registry';
import { matchesPattern } from './patterns';
import { SHELL_PATHS } from './shell-routes';
import type { LeadImage } from './lead-images';
import { catalogueMissingRecord } from './records';
import { FRAMEWORK_MESSAGES, MAX_PATH_SEGMENT } from '../plugins/errors';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name must not be cached: they point at the hashed files of the current build. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  // A precompressed copy (main.0123456789.js.br) is cached as the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  // Brotli, gzip or neither, by the request's Accept-Encoding: a shared cache must keep them apart.
  res.setHeader('Vary', 'accept-encoding');
  if (ENTRY_FILES.has(name)) res.setHeader('Cache-Control', NO_CACHE);
  else if (HASHED.test(name)) res.setHeader('Cache-Control', IMMUTABLE);
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** Remote apps found beside the shell: every mf-* folder that has a build. */
function builtRemotes(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'dist', 'remoteEntry.js')))
    .map((entry) => entry.name);
}

/**
 * The shell's page with its <html> marked with the theme the visitor chose (the `theme` cookie the
 * theme store writes): index.html's own style then paints the first frame in it, not white.
 */
export function themedShell(html: string, cookieHeader: string | undefined): string {
  const theme = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return theme ? html.replace('<html ', `<html data-theme="${theme}" `) : html;
}

const HERO_FIRST_PAINT = /<template id="hero-first-paint"\s*>([\s\S]*?)<\/template>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A page that opens with a hero, as the server paints it before the scripts run: the home page's,
 * or another page's (`page`: the screen's Page above it, the Slideshow's own ratio), with its
 * picture, or index.html's default one when `image` is null.
 */
export interface HeroFirstPaint {
  kind: 'home' | 'page';
  image: string | null;
}

/**
 * The shell's page with or without a first screen: index.html keeps it in its hero-first-paint
 * template (the header bar and the hero's picture, where the page draws them); for a page that opens
 * with a hero it goes into #root, so the first paint is the page's own picture before the scripts
 * run, and React's first render replaces it. Other pages get neither.
 */
export function shellPage(html: string, firstPaint: HeroFirstPaint | null): string {
  const template = HERO_FIRST_PAINT.exec(html)?.[1];
  if (template === undefined) return html;
  const page = html.replace(HERO_FIRST_PAINT, '');
  if (!firstPaint) return page;
  const { kind, image } = firstPaint;
  const picture = image ? template.replace(/<img src="[^"]*"/, `<img src="${escapeAttribute(image)}"`) : template;
  const screen = kind === 'page' ? picture.replace('id="first-paint"', 'id="first-paint" class="fp-page"') : picture;
  return page.replace(EMPTY_ROOT, `<div id="root">${screen.trim()}</div>`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/**
 * The page with a high-priority preload of the picture it shows largest first (see lead-images.ts),
 * at the end of <head>.
 */
export function withLeadImage(html: string, image: string | null): string {
  if (!image) return html;
  return html.replace('</head>', `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />\n  </head>`);
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What Settings → General says of the page before its scripts run: the site's name and default language. */
export interface PageSettings {
  siteName: string;
  language: string;
}

/**
 * The page's <title> and <html lang> from Settings, so a link preview, a crawler and the first paint
 * use the site's own name and language, not index.html's "Trabzon Travel" in Turkish; the scripts
 * then follow the visitor's own choice.
 */
export function withPageSettings(html: string, settings: PageSettings | null): string {
  if (!settings) return html;
  const language = ['en', 'tr', 'ar'].includes(settings.language) ? settings.language : 'tr';
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(settings.siteName)}</title>`)
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"${language === 'ar' ? ' dir="rtl"' : ''}`);
}

/** The path as the router and file lookup read it (%2F a slash, %2E a dot), or null when it does not decode (a broken %-escape). */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** A page of the site (not the API, the provider's /v1..., a remote's files or a file): what the shell answers. */
function isPagePath(method: string | undefined, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !/^\/(api|v\d+|remotes)(\/|$)/.test(pathname) &&
    !path.extname(decodedPath(pathname) ?? pathname)
  );
}

/**
 * An address that is no page whatever its route: a broken %-escape (/hotels/%E0%A4%A), a control
 * character (/hotels/%00) or a climb out of its folder (/hotels/..%2F..%2Fapi).
 */
function isMalformedPath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === null) return true;
  return /\p{Cc}/u.test(decoded) || decoded.split(/[/\\]/).includes('..');
}

/**
 * Fastify's rewriteUrl when the site is served: a page address the router cannot decode (a broken
 * %-escape) is routed with its % escaped, so that it reaches the not-found handler, which reads the
 * original address (request.originalUrl) and answers the site's 404 page. Any other address is
 * routed as it is: the router refuses an undecodable /api/... one (frameworkErrorAnswer).
 */
export function routablePageUrl(request: { method?: string; url?: string }): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!pathname.includes('%') || !isPagePath(request.method, pathname) || decodedPath(pathname) !== null) return url;
  return pathname.replace(/%/g, '%25') + (query === -1 ? '' : url.slice(query));
}

interface StaticOptions {
  staticRoot: string | null;
  registryPath: string;
  /** The picture the home page's hero shows first (the homepage settings' first slide), or null for the default. */
  heroImage?: () => string | null;
  /** The site's name and default language (Settings → General). */
  pageSettings?: () => PageSettings;
  /** The picture a page other than / shows largest first, to preload; null when unknown. */
  leadImage?: LeadImage;
}

/**
 * Serves the built site from one origin: the shell at /, each remote at /remotes/<app>/, the
 * registry at /remotes.json; any other page path gets the shell, which routes in the browser.
 */
export const staticPlugin = fp(async function staticSite(app: FastifyInstance, options: StaticOptions) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return readRegistry(options.registryPath);
  });

  const shellDist = options.staticRoot && path.join(options.staticRoot, 'shell', 'dist');
  if (!shellDist || !fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn('No built shell found: serving the API only (run `npm run build`)');
    return;
  }

  // preCompressed: the build's <file>.br (Brotli at its best) is sent as it is when the browser takes
  // Brotli; otherwise the file is compressed per request as any answer is.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    setHeaders: cacheHeaders,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // A malformed page address goes to the not-found handler (the site's 404 page), not to a file
    // lookup that refuses it as JSON (400 for a NUL, 403 for a climb out of the folder).
    allowedPath: (_file, _root, request) => {
      const pathname = request.url.split('?')[0] ?? '/';
      return !(isPagePath(request.method, pathname) && isMalformedPath(pathname));
    },
  });
  for (const remote of builtRemotes(options.staticRoot!)) {
    await app.register(fastifyStatic, {
      root: path.join(options.staticRoot!, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        cacheHeaders(res, file);
        // The shell may load a remote from another origin than the one it came from.
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  // Read at each request, as the static files are: a rebuilt shell is served at once.
  /**
   * `firstPaint`: the hero a page opens with, painted before the scripts run; `leadImage`: the picture
   * the page shows largest first, to preload (none with a first paint: it has the picture).
   */
  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    firstPaint: HeroFirstPaint | null = null,
    leadImage: string | null = null,
  ) => {
    const html = await fs.promises.readFile(path.join(shellDist, 'index.html'), 'utf8');
    return reply
      .status(status)
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(
        themedShell(
          withPageSettings(withLeadImage(shellPage(html, firstPaint), leadImage), options.pageSettings?.() ?? null),
          request.headers.cookie,
        ),
      );
  };

  /** The picture a remote declares for the route that `pathname` is, in one of its route → image maps. */
  const declaredImage = (remotes: RemoteDescriptor[], images: 'leadImages' | 'heroImages', pathname: string) =>
    remotes.flatMap((remote) => Object.entries(remote[images] ?? {})).find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? null;
  /** A catalogue page's from the database, else the one its remote declares for the route (a fixed picture). */
  const leadImageOfPage = (pathname: string, search: string, remotes: RemoteDescriptor[]) =>
    options.leadImage?.(pathname, search) ?? declaredImage(remotes, 'leadImages', pathname);

  /** A hotel's, restaurant's or package's page whose record guests cannot see: 404 (one query, those pages only). */
  const missingRecord = catalogueMissingRecord(app.repos);

  app.get('/', (request, reply) => sendShell(request, reply, 200, { kind: 'home', image: options.heroImage?.() ?? null }));

  app.setNotFoundHandler(async (request, reply) => {
    // The address as it came (routablePageUrl may have escaped a broken %-escape for the router).
    const url = request.originalUrl;
    const pathname = url.split('?')[0] ?? '/';
    if (!isPagePath(request.method, pathname)) {
      // The static files' wildcard route also gets what the router refused for a segment over its
      // limit: answer that as the API alone does (frameworkErrorAnswer), without echoing the path.
      const tooLong = pathname.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT);
      const [status, message] = tooLong ? [414, FRAMEWORK_MESSAGES.segmentTooLong] : [404, `Not found: ${request.method} ${pathname}`];
      return reply.status(status).send({ statusCode: status, message });
    }
    const registry = await readRegistry(options.registryPath).catch(() => ({ remotes: [] }));
    const patterns = [...SHELL_PATHS, ...registry.remotes.flatMap((remote) => remote.routes)];
    // A record's page that names no record guests see is the same page (its screen says "not found"), as a 404.
    const found = !isMalformedPath(pathname) && patterns.some((pattern) => matchesPattern(pattern, pathname)) && !missingRecord(pathname);
    const query = url.indexOf('?');
    const search = query === -1 ? '' : url.slice(query + 1);
    if (!found) return sendShell(request, reply, 404);
    const hero = declaredImage(registry.remotes, 'heroImages', pathname);
    if (hero) return sendShell(request, reply, 200, { kind: 'page', image: hero });
    return sendShell(request, reply, 200, null, leadImageOfPage(pathname, search, registry.remotes));
  });
});
