import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentSettings, PaymentSettingsUpdate, PublicPaymentSettings } from '@trabzon/contracts';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';

/** At most two decimals (12, 12.5, 7.25); binary floating point makes multipleOf unreliable. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
}

/** /api/settings/payment*: the tax rate checkout adds (public read, admin read and write). */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.settings;

  app.get(
    '/settings/payment/public',
    { config: { publicCache: true }, schema: { response: { 200: PublicPaymentSettings } } },
    async () => ({ taxRate: repo.payment().taxRate }),
  );

  app.get(
    '/settings/payment',
    { onRequest: app.requireAdmin, schema: { response: { 200: PaymentSettings, ...errorResponses(401, 403) } } },
    async () => repo.payment(),
  );

  app.put(
    '/settings/payment',
    {
      onRequest: app.requireAdmin,
      schema: { body: PaymentSettingsUpdate, response: { 200: PaymentSettings, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { taxRate } = request.body;
      if (!hasAtMostTwoDecimals(taxRate)) throw badRequest('taxRate must have at most two decimals');
      return repo.updatePayment({ taxRate: Math.round(taxRate * 100) / 100 });
    },
  );
};
