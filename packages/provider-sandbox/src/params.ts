import type { FastifyRequest } from 'fastify';
import { providerErrors } from './errors';

/** Query strings as Fastify parses them: a repeated key becomes an array. */
export type Query = Record<string, string | string[] | undefined>;

export function queryOf(request: FastifyRequest): Query {
  return (request.query ?? {}) as Query;
}

/** The first value of a parameter, trimmed; empty means absent. */
export function param(query: Query, name: string): string | undefined {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value === '' ? undefined : value;
}

export function required(query: Query, name: string): string {
  const value = param(query, name);
  if (value === undefined) throw providerErrors.mandatoryMissing(name);
  return value;
}

/** A comma-joined list (`hotelIds=A,B`), also accepting the key repeated. */
export function listParam(query: Query, name: string): string[] | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

export function intParam(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = param(query, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw providerErrors.invalidFormat(name, `${name} must be a whole number from ${min} to ${max}`);
  }
  return parsed;
}

export function boolParam(query: Query, name: string, fallback: boolean): boolean {
  const value = param(query, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw providerErrors.invalidFormat(name, `${name} must be true or false`);
}

export function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[], fallback: T): T;
export function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined;
export function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[], fallback?: T): T | undefined {
  const value = param(query, name)?.toUpperCase();
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw providerErrors.invalidFormat(name, `${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** scheme://host the request reached, for the `self` links the provider writes. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The full URL of the request, for meta.links.self. */
export function selfOf(request: FastifyRequest): string {
  return `${originOf(request)}${request.url}`;
}
