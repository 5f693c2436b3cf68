#!/usr/bin/env node
// The bench's yardstick: a bare Fastify "hello world" (no plugins, no logger) in its own process,
// measured in the same run as the API so each API figure is a ratio to what this machine, this
// Node and this Fastify can do at best. Listens on PORT (127.0.0.1).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
