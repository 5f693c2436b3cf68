import type { FastifyRequest } from 'fastify';

/** E-mails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * preValidation hook: trims and lower-cases `body.email` before the schema checks it, so
 * " Ada@Example.COM " is accepted and every later step sees "ada@example.com".
 */
export async function normalizeBodyEmail(request: FastifyRequest): Promise<void> {
  const body = request.body as { email?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.email === 'string') body.email = normalizeEmail(body.email);
}
