import { randomBytes } from 'node:crypto';
import type { UsersRepository } from '../users/repository';
import { hashPassword } from './passwords';

/**
 * On the first start of an empty database: one admin with a random password, to be printed once in
 * the log and changed at first sign-in (`must_change_password`; the shell leads to /profile), as
 * Grafana and Jenkins do. Answers null when any account exists already (nothing is created).
 */
export async function createFirstAdmin(users: UsersRepository, email: string): Promise<{ email: string; password: string } | null> {
  if (users.count() > 0) return null;
  const password = randomBytes(18).toString('base64url');
  const created = users.createIfAbsent({
    name: 'Administrator',
    email,
    role: 'admin',
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
  });
  return created ? { email, password } : null;
}
