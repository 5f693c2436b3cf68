import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiKeysUpdate,
  ApiKeysView,
  AppSettings,
  ConnectionTestResult,
  EmailSettings,
  OutboxList,
  OutboxQuery,
  PublicSettings,
  RestoreResult,
  SecuritySettings,
  SecuritySettingsView,
  BACKUP_MESSAGES,
} from '@trabzon/contracts';
import type { AppConfig } from '../../config';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import { checkPaging } from '../../lib/paging';
import { createBackupService } from './backup';
import { checkAppSettings, checkEmailSettings } from './validate';
import { effectiveSecurity, securityDefaults } from './security';
import { requestProviderToken } from './provider-token';

export interface AdminSettingsOptions {
  config: AppConfig;
}

/** Largest backup accepted by a restore. */
export const RESTORE_MAX_BYTES = 512 * 1024 * 1024;

/** "…cdef" for a secret: never more than its last four characters. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return `${'•'.repeat(8)}${secret.length > 8 ? secret.slice(-4) : ''}`;
}

/** The answer to a save of keys the provider refused: nothing was saved. */
export const providerRefusedKeys = (status: number, reason: string) =>
  `The provider refused this client id and secret (${status}: ${reason}). Nothing was saved.`;

/**
 * /api/settings (public), /api/settings/{app,security,email,api-keys} (admin), the outbox and
 * backup/restore (admin). Every section is saved on its own and checked on the server.
 */
export const adminSettingsRoutes: FastifyPluginAsyncTypebox<AdminSettingsOptions> = async (app, { config }) => {
  const site = app.repos.siteSettings;
  const backups = createBackupService({ db: app.db, databasePath: config.databasePath });
  const admin = { onRequest: app.requireAdmin };

  // Stored provider keys win over the environment's, from the start.
  const storedKeys = site.providerCredentials();
  if (storedKeys && app.provider.tokens) app.provider.tokens.setCredentials(storedKeys.clientId, storedKeys.clientSecret);

  function providerKeys(): { clientId: string; clientSecret: string; source: 'settings' | 'environment' | 'none' } {
    const stored = site.providerCredentials();
    if (stored) return { ...stored, source: 'settings' };
    if (config.providerClientId && config.providerClientSecret) {
      return { clientId: config.providerClientId, clientSecret: config.providerClientSecret, source: 'environment' };
    }
    return { clientId: '', clientSecret: '', source: 'none' };
  }

  app.get('/settings', { schema: { response: { 200: PublicSettings } } }, async () => ({
    ...site.app(),
    taxRate: app.repos.settings.payment().taxRate,
    passwordMinLength: effectiveSecurity(site, config).passwordMinLength,
  }));

  app.get('/settings/app', { ...admin, schema: { response: { 200: AppSettings, ...errorResponses(401, 403) } } }, async () => site.app());
  app.put(
    '/settings/app',
    { ...admin, schema: { body: AppSettings, response: { 200: AppSettings, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const value = checkAppSettings(request.body);
      site.setApp(value);
      return value;
    },
  );

  app.get('/settings/security', { ...admin, schema: { response: { 200: SecuritySettingsView, ...errorResponses(401, 403) } } }, async () =>
    effectiveSecurity(site, config),
  );
  app.put(
    '/settings/security',
    { ...admin, schema: { body: SecuritySettings, response: { 200: SecuritySettingsView, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const body = request.body;
      if (body.testUsersEnabled && !config.enableTestUsers) {
        throw badRequest('Test users cannot be switched on here: the server runs with ENABLE_TEST_USERS=false');
      }
      site.setSecurity({ ...securityDefaults(config), ...body });
      return effectiveSecurity(site, config);
    },
  );

  app.get('/settings/email', { ...admin, schema: { response: { 200: EmailSettings, ...errorResponses(401, 403) } } }, async () =>
    site.email(),
  );
  app.put(
    '/settings/email',
    { ...admin, schema: { body: EmailSettings, response: { 200: EmailSettings, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const value = checkEmailSettings(request.body);
      site.setEmail(value);
      return value;
    },
  );

  function keysView() {
    const keys = providerKeys();
    return {
      providerClientId: keys.clientId,
      secretSet: keys.clientSecret.length > 0,
      secretMasked: maskSecret(keys.clientSecret),
      source: keys.source,
      providerBaseUrl: config.providerBaseUrl,
    };
  }

  app.get('/settings/api-keys', { ...admin, schema: { response: { 200: ApiKeysView, ...errorResponses(401, 403) } } }, async () =>
    keysView(),
  );
  app.put(
    '/settings/api-keys',
    { ...admin, schema: { body: ApiKeysUpdate, response: { 200: ApiKeysView, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const clientId = request.body.providerClientId.trim();
      if (!clientId) throw badRequest('Client id is required');
      const given = request.body.providerClientSecret?.trim() ?? '';
      const clientSecret = given || providerKeys().clientSecret;
      if (!clientSecret) throw badRequest('Please enter the client secret');
      // Keys the provider refuses would make every flight search fail: they are not saved. A provider
      // that cannot be reached (or fails with a 5xx) proves nothing either way, so those keys are
      // saved, and the test button tells the admin once it answers.
      if (config.providerBaseUrl) {
        const check = await requestProviderToken(config.providerBaseUrl, { clientId, clientSecret }, config.providerTimeoutMs);
        if (check.kind === 'refused' && check.status < 500) throw badRequest(providerRefusedKeys(check.status, check.reason));
      }
      site.setProviderCredentials({ clientId, clientSecret });
      app.provider.tokens?.setCredentials(clientId, clientSecret);
      return keysView();
    },
  );

  app.post(
    '/settings/api-keys/test',
    { ...admin, schema: { response: { 200: ConnectionTestResult, ...errorResponses(401, 403) } } },
    async () => {
      const started = Date.now();
      const result = (ok: boolean, status: number | null, message: string, expiresIn: number | null = null) => ({
        ok,
        status,
        message,
        expiresIn,
        elapsedMs: Date.now() - started,
      });
      const baseUrl = config.providerBaseUrl;
      const keys = providerKeys();
      if (!baseUrl) return result(false, null, 'No provider is configured on this server (PROVIDER_BASE_URL is not set)');
      if (!keys.clientSecret) return result(false, null, 'No client id and secret are saved yet');
      const check = await requestProviderToken(baseUrl, keys, config.providerTimeoutMs);
      if (check.kind === 'unreachable') {
        return result(
          false,
          null,
          check.timedOut
            ? `The provider did not answer within ${config.providerTimeoutMs / 1000} s`
            : `Could not reach the provider at ${baseUrl}`,
        );
      }
      if (check.kind === 'issued') {
        const { expiresIn } = check;
        return result(
          true,
          check.status,
          `Connected: the provider issued a token${expiresIn ? ` valid for ${expiresIn} s` : ''}`,
          expiresIn,
        );
      }
      return result(false, check.status, `The provider refused the credentials (${check.status}): ${check.reason}`);
    },
  );

  app.get(
    '/admin/outbox',
    { ...admin, schema: { querystring: OutboxQuery, response: { 200: OutboxList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      checkPaging(request.query);
      const { page, limit } = request.query;
      const { rows, total } = app.repos.outbox.list(page, limit);
      return {
        results: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          body: row.body,
          kind: row.kind,
          language: row.language,
          bookingId: row.bookingId,
          attachments: row.attachments,
          createdAt: row.createdAt,
        })),
        total,
        page,
        pages: Math.ceil(total / limit),
      };
    },
  );

  app.get('/admin/backup', { ...admin }, async (_request, reply) => {
    const file = await backups.backup();
    const stream = fs.createReadStream(file);
    const cleanup = () => fs.rm(file, { force: true }, () => undefined);
    stream.on('close', cleanup);
    stream.on('error', cleanup);
    const name = `trabzon-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.db`;
    return reply
      .header('content-type', 'application/vnd.sqlite3')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-length', String(fs.statSync(file).size))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3'],
      { parseAs: 'buffer', bodyLimit: RESTORE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/admin/restore',
      {
        ...admin,
        bodyLimit: RESTORE_MAX_BYTES,
        schema: { response: { 200: RestoreResult, ...errorResponses(400, 401, 403, 409, 413, 415) } },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest(BACKUP_MESSAGES.empty);
        const outcome = await backups.restore(request.body);
        // Keys saved in the restored settings apply at once.
        const keys = site.providerCredentials();
        if (keys) app.provider.tokens?.setCredentials(keys.clientId, keys.clientSecret);
        request.log.warn({ previousFile: outcome.previousFile, rows: outcome.rows }, 'database restored from an uploaded backup');
        return { message: BACKUP_MESSAGES.restored, ...outcome };
      },
    );
  });
};
