import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { LowStockAlert } from '@trabzon/contracts';
import type { Db } from '../../db/client';

/** The window the dashboard looks ahead: today and the next 13 days. */
export const LOW_STOCK_DAYS = 14;

/**
 * One kind of stock that can run low. The hotels' nights are built in; the restaurant slots and
 * package departures register theirs from their own plugins:
 * `app.lowStock.register({ kind: 'restaurant-slot', find: (db, window) => [...] })`.
 */
export interface LowStockSource {
  kind: string;
  /** Alerts for the dates from `window.from` to `window.to` (inclusive, YYYY-MM-DD). */
  find(db: Db, window: { from: string; to: string }): LowStockAlert[];
}

export class LowStockRegistry {
  private readonly sources = new Map<string, LowStockSource>();

  register(source: LowStockSource): void {
    if (this.sources.has(source.kind)) throw new Error(`low-stock source ${source.kind} registered twice`);
    this.sources.set(source.kind, source);
  }

  all(): LowStockSource[] {
    return [...this.sources.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sources of the dashboard's low-stock alerts (extension point for every vertical). */
    lowStock: LowStockRegistry;
  }
}

/** Decorates app.lowStock; register before the feature plugins. */
export const lowStockPlugin = fp(
  async function lowStock(app: FastifyInstance) {
    app.decorate('lowStock', new LowStockRegistry());
  },
  { name: 'low-stock' },
);
