import type { TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { BookingLineItem, BookingType, PAYMENT_METHODS } from '../../db/schema';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The price and the normalised details of a booking, as its vertical computes them. */
export interface BookingQuote {
  /** First day of the service, YYYY-MM-DD. */
  startDate: string;
  endDate?: string | null;
  startTime?: string | null;
  /** When the service begins, ISO date-time; the 24-hour free-cancellation window counts back from it. */
  serviceStartsAt: string;
  /**
   * The supplier's own end of free cancellation, when it has one: an ISO date-time (the earlier of
   * it and the 24-hour rule applies), or null for a non-refundable rate (never free to cancel).
   * Absent: the 24-hour rule alone.
   */
  freeCancellationEndsAt?: string | null;
  /** When the service ends, ISO date-time, when the vertical knows it (for the calendar file). */
  serviceEndsAt?: string;
  guests: number;
  lineItems: BookingLineItem[];
  /** Sum of the line items, in cents, before tax. */
  subtotalCents: number;
  /** What is stored with the booking and shown back (ids, names, dates, room, offer...). */
  details: Record<string, unknown>;
}

/** A stored booking as a vertical needs it to give its stock back. */
export interface BookedStock {
  id: string;
  type: BookingType;
  details: Record<string, unknown>;
  startDate: string;
  endDate: string | null;
  guests: number;
}

/**
 * How one kind of booking plugs into the bookings core. The core validates contact and payment,
 * adds tax, writes the booking and calls `reserve` in the SAME immediate transaction, so the
 * booking and its stock change commit together or not at all.
 */
export interface BookingTypeHandler {
  type: BookingType;
  /** Prefix of this type's references, e.g. "TZN" → TZN-123456. */
  referencePrefix: string;
  /**
   * TypeBox schema of the type's own fields in the POST /api/bookings body (besides type, contact,
   * payment...), normally a Type.Object. Only its declared properties are taken from the body
   * (anything else, like a client's `total`, is dropped); defaults are applied and scalar types
   * converted, then it is checked. A failing field answers 400 with `fields[<name>]`: the
   * property's `errorMessage` option when it has one (one text, or one per failed keyword), else
   * "This field is required" or a generic text.
   */
  detailsSchema: TSchema;
  /**
   * Prices the request from the server's own catalogue (or the provider), never from what the
   * client says it costs. May be async (a provider call); runs before the transaction. Throws an
   * HttpError: 400 for invalid details, 404 for an unknown item, 409 when it cannot be booked.
   */
  quote(details: Record<string, unknown>, context: { db: Db; request?: FastifyRequest; now: Date }): Promise<BookingQuote> | BookingQuote;
  /**
   * Takes the stock inside the booking's transaction (synchronous: better-sqlite3). Must use a
   * guarded UPDATE (`... SET available = available - 1 WHERE ... AND available >= 1`) and check
   * the changed-row count; throws HttpError 409 when the stock is gone.
   */
  reserve(db: Db, quote: BookingQuote): void;
  /** Gives the stock back inside the cancellation's transaction. */
  release(db: Db, booking: BookedStock): void;
  /** The table a booking holds, for the back office's detail (restaurant reservations); absent or null: none. */
  heldTable?(db: Db, booking: BookedStock): { number: string; location: string } | null;
  /**
   * For types sold by an outside supplier (the travel-data provider): places the order there,
   * after `quote` and before the booking is written, and answers what to keep in the booking's
   * details (the supplier's order id...). Throws an HttpError when the supplier refuses (409) or
   * cannot be reached (502/504): nothing is written then. The card number and CVV are handed
   * over for this call only and never kept.
   */
  place?(quote: BookingQuote, order: ExternalOrderInput): Promise<Record<string, unknown>>;
  /**
   * Cancels the supplier's order of a booking (its stored details); runs before the booking is
   * marked cancelled, so a supplier that cannot be reached leaves the booking as it was. Also used
   * to undo `place` when the booking could not be written after all.
   */
  cancelExternal?(booking: BookedStock): Promise<void>;
  /** The quote's prices already include every tax (a provider's fare): the site's tax rate is not added. */
  taxIncluded?: boolean;
  /** Payment methods this type takes; both when absent (payAtHotel suits hotels only). */
  paymentMethods?: readonly PaymentMethod[];
  /** Status of a new booking; `confirmed` when absent (stock is taken at once). */
  initialStatus?: 'pending' | 'confirmed';
}

/** What `place` gets besides the quote: the type's parsed details, the contact and, for a card, the card (in memory only). */
export interface ExternalOrderInput {
  details: Record<string, unknown>;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  payment: { method: PaymentMethod; card?: { number: string; holderName: string; expiryDate: string; brand: string } };
  specialRequests: string | null;
}

/** The booking kinds the running API knows; verticals register theirs at start. */
export class BookingTypeRegistry {
  private readonly handlers = new Map<BookingType, BookingTypeHandler>();

  /** Adds a type; `replace` is for tests that stand in for a vertical. */
  register(handler: BookingTypeHandler, options: { replace?: boolean } = {}): void {
    if (this.handlers.has(handler.type) && !options.replace) throw new Error(`booking type ${handler.type} registered twice`);
    if (!/^[A-Z]{1,4}$/.test(handler.referencePrefix)) {
      throw new Error(`booking type ${handler.type}: referencePrefix must be 1 to 4 capital letters, got "${handler.referencePrefix}"`);
    }
    this.handlers.set(handler.type, handler);
  }

  get(type: BookingType): BookingTypeHandler | undefined {
    return this.handlers.get(type);
  }

  types(): BookingType[] {
    return [...this.handlers.keys()];
  }
}
