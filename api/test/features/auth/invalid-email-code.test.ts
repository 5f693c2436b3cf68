import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@trabzon/contracts';
import { catalogueApp, testTokens } from '../../helpers/hotels';

/** The refusal every screen knows by its code: the message stays the same English sentence. */
const EMAIL_REFUSAL = { statusCode: 400, message: CHECKOUT_MESSAGES.email, code: 'INVALID_EMAIL' };

describe('a refused e-mail address carries the code INVALID_EMAIL', () => {
  it('on register, sign-in, forgotten password, profile and the admin accounts', async () => {
    const { client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const refusals = [
      await client.register({ email: 'ayşe@örnek.com', password: 'correct horse' }),
      await client.login('not-an-email', 'whatever'),
      await client.call({ method: 'POST', url: '/api/auth/forgotpassword', body: { email: 'a b@c.co' } }),
      await client.call({ method: 'PUT', url: '/api/users/profile', token: user, body: { email: 'a@', currentPassword: 'User123!' } }),
      await client.call({
        method: 'POST',
        url: '/api/admin/users',
        token: admin,
        body: { name: 'Ada', email: '@b.co', password: 'correct horse battery', confirmPassword: 'correct horse battery', role: 'user' },
      }),
    ];
    for (const res of refusals) expect(res.json()).toEqual(EMAIL_REFUSAL);
  });

  it('is not given to the other validation refusals of the same routes', async () => {
    const { client } = await catalogueApp();
    const missing = await client.call({ method: 'POST', url: '/api/auth/register', body: { name: 'Ada', password: 'correct horse' } });
    expect(missing.json()).toEqual({ statusCode: 400, message: 'email is required' });
    const short = await client.register({ email: 'ada@example.com', password: 'short' });
    expect(short.json()).not.toHaveProperty('code');
  });
});
