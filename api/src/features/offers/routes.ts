import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, LangQuery, Offer, OffersFilterQuery, OffersQuery, OffersResponse } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { createHotelsService } from '../hotels/service';
import { createOffersService } from './service';
import { langOf } from '../../lib/lang';

/** /api/offers/*: special offers from the hotels' inventory promotions. */
export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hotels = createHotelsService({ db: app.db, repos: app.repos });
  const service = createOffersService({ repos: app.repos, hotels });

  app.get(
    '/offers/special',
    { config: { publicCache: true }, schema: { querystring: OffersQuery, response: { 200: OffersResponse, ...errorResponses(400) } } },
    async (request) => service.special(request.query.limit, langOf(request.query.lang)),
  );
  app.get(
    '/offers/filter',
    {
      config: { publicCache: true },
      schema: { querystring: OffersFilterQuery, response: { 200: OffersResponse, ...errorResponses(400) } },
    },
    async (request) => service.filter(request.query, langOf(request.query.lang)),
  );
  app.get(
    '/offers/:id',
    {
      config: { publicCache: true },
      schema: { params: IdParams, querystring: LangQuery, response: { 200: Offer, ...errorResponses(400, 404) } },
    },
    async (request) => service.one(request.params.id, langOf(request.query.lang)),
  );
};
