import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  IdParams,
  LangParam,
  TaxiEstimate,
  TaxiEstimateRequest,
  TaxiRates,
  TransferSearchRequest,
  TransferSearchResponse,
  TransfersConfig,
  VehicleAdmin,
  VehicleAdminList,
  VehicleListQuery,
  VehicleListResponse,
  VehicleUpdate,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { TransfersService } from './service';
import { langOf } from '../../lib/lang';

const LangQuery = Type.Object({ lang: LangParam });

/**
 * /api/transfers/* (public: configuration, vehicles, search, taxi estimate) and
 * /api/admin/transfers/* (admins only, checked on the server: vehicles, prices, fleet, taxi rates).
 */
export const transfersRoutes: FastifyPluginAsyncTypebox<{ service: TransfersService }> = async (app, { service }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/transfers/config',
    { schema: { querystring: LangQuery, response: { 200: TransfersConfig, ...errorResponses(400) } } },
    async (request) => service.config(langOf(request.query.lang)),
  );

  app.get(
    '/transfers/vehicles',
    { schema: { querystring: VehicleListQuery, response: { 200: VehicleListResponse, ...errorResponses(400) } } },
    async (request) => ({ results: service.vehicles(request.query.service, langOf(request.query.lang)) }),
  );

  app.post(
    '/transfers/search',
    {
      config: { keepsPublicCache: true },
      schema: { querystring: LangQuery, body: TransferSearchRequest, response: { 200: TransferSearchResponse, ...errorResponses(400) } },
    },
    async (request) => service.search(request.body, langOf(request.query.lang)),
  );

  app.post(
    '/transfers/taxi/estimate',
    {
      config: { keepsPublicCache: true },
      schema: { querystring: LangQuery, body: TaxiEstimateRequest, response: { 200: TaxiEstimate, ...errorResponses(400) } },
    },
    async (request) => service.taxiEstimate(request.body, langOf(request.query.lang)),
  );

  app.get(
    '/admin/transfers/vehicles',
    { ...admin, schema: { response: { 200: VehicleAdminList, ...errorResponses(401, 403) } } },
    async () => ({ results: service.adminVehicles() }),
  );

  app.put(
    '/admin/transfers/vehicles/:id',
    {
      ...admin,
      schema: { params: IdParams, body: VehicleUpdate, response: { 200: VehicleAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.updateVehicle(request.params.id, request.body),
  );

  app.get('/admin/transfers/taxi-rates', { ...admin, schema: { response: { 200: TaxiRates, ...errorResponses(401, 403) } } }, async () =>
    service.taxiRates(),
  );

  app.put(
    '/admin/transfers/taxi-rates',
    {
      ...admin,
      schema: {
        body: Type.Object(TaxiRates.properties, { additionalProperties: false }),
        response: { 200: TaxiRates, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.saveTaxiRates(request.body),
  );
};
