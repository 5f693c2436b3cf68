import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Fastify's `/hotels/:id` as OpenAPI writes it: `/hotels/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` in the document, with the JSON pointer it names. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

async function documentOf() {
  const { app } = await buildTestApp();
  const res = await app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return { app, doc: res.json<OpenApiDocument>() };
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('lists every /api route Fastify registered, and nothing else', async () => {
    const { app, doc } = await documentOf();
    expect(app.apiRoutes.length).toBeGreaterThan(40);
    const documented = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${url}`),
    );
    const registered = app.apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect([...documented].sort()).toEqual([...new Set(registered)].sort());
  });

  it('has routes known independently of the route table (sign-in, hotel detail, admin statistics, booking cancel)', async () => {
    const { doc } = await documentOf();
    expect(doc.paths['/api/auth/login']?.post?.tags).toEqual(['auth']);
    expect(doc.paths['/api/hotels/{id}']?.get?.tags).toEqual(['hotels']);
    expect(doc.paths['/api/admin/stats']?.get?.tags).toEqual(['admin']);
    expect(doc.paths['/api/bookings/{id}/cancel']?.post?.tags).toEqual(['bookings']);
    expect(doc.paths['/api/admin/hotels']?.get?.tags).toEqual(['hotels']);
  });

  it('is a structurally valid OpenAPI 3 document: info, responses, path parameters, declared tags, resolvable refs', async () => {
    const { doc } = await documentOf();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Trabzon Travel API');
    expect(doc.info.version).toMatch(/\d/);
    const tagNames = new Set(doc.tags.map((tag) => tag.name));
    for (const [url, item] of Object.entries(doc.paths)) {
      expect(url.startsWith('/api/')).toBe(true);
      const names = [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const where = `${method.toUpperCase()} ${url}`;
        expect(Object.keys(operation.responses ?? {}), where).not.toHaveLength(0);
        for (const tag of operation.tags ?? []) expect(tagNames.has(tag), `${where} tag ${tag}`).toBe(true);
        expect(operation.tags?.length, where).toBe(1);
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(pathParams.map((p) => p.name).sort(), where).toEqual([...names].sort());
        for (const param of pathParams) expect(param.required, `${where} ${param.name}`).toBe(true);
      }
    }
    for (const ref of refsOf(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it('declares the bearer scheme and requires it where a route needs a sign-in, not on public lists', async () => {
    const { doc } = await documentOf();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/admin/stats']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/hotels']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/auth/login']?.post?.security).toBeUndefined();
  });

  it('carries examples from the contracts', async () => {
    const { doc } = await documentOf();
    expect(JSON.stringify(doc.paths['/api/auth/login']?.post)).toContain('user@trabzontravel.test');
  });

  it('leaves out the provider proxy, the images, the site and the docs themselves', async () => {
    const { doc } = await documentOf();
    const urls = Object.keys(doc.paths);
    for (const outside of ['/v1', '/v2', '/v3', '/media', '/images', '/remotes', '/api/docs', '/api/openapi.json']) {
      expect(
        urls.filter((url) => url.startsWith(outside)),
        outside,
      ).toEqual([]);
    }
  });
});

describe('the browsable reference at /api/docs', () => {
  it('serves Swagger UI from the package (no network) and points it at the document, with the built site served too', async () => {
    const probe = await buildTestApp();
    const root = path.join(probe.dir, 'site');
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    await probe.app.close();
    const { app } = await buildTestApp({ staticRoot: root, databasePath: path.join(probe.dir, 'site.db') });

    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>().paths['/api/hotels']).toBeDefined();
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const json = await app.inject({ url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<OpenApiDocument>().paths['/api/hotels']).toBeDefined();
    // The site is still served beside it, and an unknown /api path is still a JSON 404.
    expect((await app.inject({ url: '/privacy', headers: { accept: 'text/html' } })).body).toContain('<div id="root">');
    expect((await app.inject({ url: '/api/docs-nope' })).statusCode).toBe(404);
  });
});
