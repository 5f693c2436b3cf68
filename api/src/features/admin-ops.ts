import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { adminUsersRoutes } from './admin-users/routes';
import { adminSettingsRoutes } from './admin-settings/routes';
import { adminDashboardRoutes } from './admin-dashboard/routes';
import { effectiveSecurity } from './admin-settings/security';

/** The back-office's operations: accounts, settings (with outbox, backup and restore), dashboard. */
export const adminOpsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(adminUsersRoutes, { passwordMinLength: () => effectiveSecurity(app.repos.siteSettings, config).passwordMinLength });
  await app.register(adminSettingsRoutes, { config });
  await app.register(adminDashboardRoutes);
};
