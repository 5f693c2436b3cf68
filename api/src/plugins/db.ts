import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../db/client';
import { seed } from '../db/seed';
import { startCheckpointer } from '../db/checkpointer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens, migrates and seeds the database at start, and closes it with the server. */
export const dbPlugin = fp(async function db(app: FastifyInstance, options: { databasePath: string }) {
  const database = openDatabase(options.databasePath);
  seed(database);
  app.decorate('db', database);
  const checkpointer = startCheckpointer(database, options.databasePath, app.log);
  app.addHook('onClose', async () => {
    await checkpointer?.stop();
    database.$client.close();
  });
});
