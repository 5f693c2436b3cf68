import { searchFold } from '../../db/search';
import {
  CUISINES,
  RESERVATION_RULES,
  RESTAURANT_MESSAGES,
  type AvailabilityUpdate,
  type FreeSlot,
  type RestaurantAdmin,
  type RestaurantAdminList,
  type RestaurantCard,
  type RestaurantDetail,
  type RestaurantInput,
  type RestaurantListQuery,
  type RestaurantListResponse,
  type RestaurantAvailabilityDay,
  type RestaurantReviewsResponse,
  type RestaurantTable,
  type RestaurantTableInput,
  type RestaurantTableUpdate,
  type RestaurantUpdate,
  type SlotsResponse,
  type WeekHours,
} from '@trabzon/contracts';
import { daysBetween, isIsoDate, todayIso } from '@trabzon/dates';
import type { StoredMenuSection } from '../../db/schema';
import { immediate } from '../../db/transaction';
import { nextEditVersion } from '../../lib/edit-version';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { CUISINE_NAMES, featureName } from './i18n';
import {
  DuplicateTableNumberError,
  type NewRestaurantRow,
  type RestaurantRow,
  type RestaurantsRepository,
  type TableRow,
  tableNumberKey,
} from './repository';
import { absoluteMinutes, dayNumber, nowMinutes, openThroughout, overlaps, slotsOn, startsLateEnough, toMinutes, type Slot } from './slots';
import type { Db } from '../../db/client';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { pick, toTranslated, type Lang } from '../../lib/lang';

const money = (cents: number) => cents / 100;
const cents = (amount: number) => Math.round(amount * 100);

/** How far ahead an admin may change a date's availability. */

export interface SlotChoice extends Slot {
  /** Fitting, offered, free tables for the party, smallest first. */
  freeTables: { id: string; capacity: number; number: string }[];
  /** Staff closed this time, or offer no table in it (which closes it as surely). */
  closedByStaff: boolean;
}

type Override = ReturnType<RestaurantsRepository['overrides']>[number];

/** Staff closed the whole date (an override without a time). */
function dayClosedByStaff(overrides: readonly Override[]): boolean {
  return overrides.some((o) => o.time === '' && o.closed);
}

/**
 * The largest party the restaurant takes now: its own limit, or its largest active table when that
 * seats fewer (a party no table can seat would only ever see "no table"). No tables: its limit.
 */
export function partyLimit(repo: RestaurantsRepository, restaurant: RestaurantRow): number {
  const largest = Math.max(0, ...repo.activeTables(restaurant.id).map((table) => table.capacity));
  return largest > 0 ? Math.min(restaurant.maxPartySize, largest) : restaurant.maxPartySize;
}

/**
 * The reservations arithmetic both the public slots and the booking handler use: which slots of a
 * date exist, which tables each offers (admin overrides), and which of those are free for a party.
 */
export function slotChoices(repo: RestaurantsRepository, restaurant: RestaurantRow, date: string, partySize: number): SlotChoice[] {
  return slotDay(repo, restaurant, date, partySize).choices;
}

/** A date's slot choices and whether staff closed the whole date, from one read of its overrides. */
export function slotDay(
  repo: RestaurantsRepository,
  restaurant: RestaurantRow,
  date: string,
  partySize: number,
): { choices: SlotChoice[]; dayClosed: boolean } {
  const overrides = repo.overrides(restaurant.id, date);
  const dayClosed = dayClosedByStaff(overrides);
  const slots = slotsOn(restaurant.hours, date, restaurant.slotMinutes, restaurant.seatingMinutes);
  if (slots.length === 0 || dayClosed) return { choices: [], dayClosed };
  const active = repo.activeTables(restaurant.id).filter((t) => t.capacity >= partySize);
  const dayStart = dayNumber(date) * 1440;
  const spans = repo.spans(restaurant.id, dayStart - restaurant.seatingMinutes, dayStart + 1440 + restaurant.seatingMinutes);
  const choices = slots.map((slot) => {
    const override = overrides.find((o) => o.time === slot.time);
    const offered = override?.closed ? [] : override?.tableIds ? active.filter((t) => override.tableIds!.includes(t.id)) : active;
    const freeTables = offered.filter(
      (t) => !spans.some((s) => s.tableId === t.id && overlaps(s.startsAt, s.endsAt, slot.startsAt, slot.endsAt)),
    );
    const closedByStaff = Boolean(override?.closed) || override?.tableIds?.length === 0;
    return { ...slot, freeTables, closedByStaff };
  });
  return { choices, dayClosed };
}

/** A slot as visitors see it: free, or why not (a time staff closed is not "full"). */
function publicSlot(slot: SlotChoice): FreeSlot {
  if (slot.freeTables.length > 0) return { time: slot.time, available: true };
  return { time: slot.time, available: false, reason: slot.closedByStaff ? 'closed' : 'full' };
}

function validateHours(hours: WeekHours): void {
  for (const day of hours) if (day && day.open === day.close) throw badRequest(RESTAURANT_MESSAGES.hours);
}

function toMenu(menu: RestaurantInput['menu']): StoredMenuSection[] {
  return (menu ?? []).map((section) => ({
    name: toTranslated(section.name),
    items: section.items.map((item) => ({
      name: toTranslated(item.name),
      ...(item.description ? { description: toTranslated(item.description) } : {}),
      priceCents: cents(item.price),
    })),
  }));
}

function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'restaurant'
  );
}

export function createRestaurantsService(deps: { db: Db; repo: RestaurantsRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  function mustFind(key: string): RestaurantRow {
    const row = repo.find(key);
    if (!row) throw notFound(RESTAURANT_MESSAGES.notFound);
    return row;
  }
  function mustFindActive(key: string): RestaurantRow {
    const row = mustFind(key);
    if (!row.active) throw notFound(RESTAURANT_MESSAGES.notFound);
    return row;
  }

  function card(row: RestaurantRow, lang: Lang): RestaurantCard {
    const destination = repo.destination(row.destinationId);
    return {
      _id: row.id,
      slug: row.slug,
      name: pick(row.name, lang),
      description: pick(row.description, lang),
      cuisine: row.cuisine as RestaurantCard['cuisine'],
      priceRange: row.priceRange,
      image: row.images[0] ?? null,
      address: row.address,
      destination: destination ? { _id: destination.id, slug: destination.slug, name: pick(destination.name, lang) } : null,
      averageRating: row.averageRating,
      totalReviews: row.totalReviews,
      isNew: row.isNew,
      promoted: row.promoted,
      features: row.features.map((key) => ({ key, name: featureName(key, lang) })),
    };
  }

  function admin(row: RestaurantRow, tableCount: number): RestaurantAdmin {
    return {
      _id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      cuisine: row.cuisine,
      priceRange: row.priceRange,
      destinationId: row.destinationId,
      address: row.address,
      coordinates: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
      contact: row.contact,
      images: row.images,
      hours: row.hours,
      features: row.features,
      menu: row.menu.map((s) => ({
        name: s.name,
        items: s.items.map((i) => ({ name: i.name, ...(i.description ? { description: i.description } : {}), price: money(i.priceCents) })),
      })),
      isNew: row.isNew,
      promoted: row.promoted,
      active: row.active,
      slotMinutes: row.slotMinutes,
      seatingMinutes: row.seatingMinutes,
      maxPartySize: row.maxPartySize,
      averageRating: row.averageRating,
      totalReviews: row.totalReviews,
      tableCount,
      updatedAt: row.updatedAt,
    };
  }

  function reviewsOf(row: RestaurantRow, page: number, limit: number) {
    const { rows, total } = repo.reviews(row.id, limit, (page - 1) * limit);
    return {
      results: rows.map((r) => ({
        _id: r.id,
        authorName: r.authorName,
        rating: r.rating,
        comment: r.comment,
        language: r.language,
        createdAt: r.createdAt,
      })),
      total,
    };
  }

  function destinationIdOf(input: string | null | undefined): string | null | undefined {
    if (input === undefined) return undefined;
    if (input === null) return null;
    const id = repo.destinationId(input);
    if (!id) throw badRequest('Unknown destination');
    return id;
  }

  function rowFromInput(input: RestaurantUpdate): Partial<NewRestaurantRow> {
    const row: Partial<NewRestaurantRow> = {};
    if (input.name !== undefined) row.name = toTranslated(input.name);
    if (input.description !== undefined) row.description = toTranslated(input.description);
    if (input.cuisine !== undefined) row.cuisine = input.cuisine;
    if (input.priceRange !== undefined) row.priceRange = input.priceRange;
    const destinationId = destinationIdOf(input.destinationId);
    if (destinationId !== undefined) row.destinationId = destinationId;
    if (input.address !== undefined) row.address = input.address;
    if (input.coordinates !== undefined) {
      row.latitude = input.coordinates?.lat ?? null;
      row.longitude = input.coordinates?.lng ?? null;
    }
    if (input.contact !== undefined) row.contact = input.contact;
    if (input.images !== undefined) row.images = input.images;
    if (input.hours !== undefined) {
      validateHours(input.hours);
      row.hours = input.hours;
    }
    if (input.features !== undefined) row.features = [...new Set(input.features.map((f) => f.trim()).filter(Boolean))];
    if (input.menu !== undefined) row.menu = toMenu(input.menu);
    if (input.isNew !== undefined) row.isNew = input.isNew;
    if (input.promoted !== undefined) row.promoted = input.promoted;
    if (input.active !== undefined) row.active = input.active;
    if (input.slotMinutes !== undefined) row.slotMinutes = input.slotMinutes;
    if (input.seatingMinutes !== undefined) row.seatingMinutes = input.seatingMinutes;
    if (input.maxPartySize !== undefined) row.maxPartySize = input.maxPartySize;
    if (input.slug !== undefined) row.slug = input.slug;
    return row;
  }

  /**
   * A guest with a reservation to come keeps it: the new hours still cover its whole seating, and the
   * new largest party still takes it. (A new seating length or slot interval applies to new bookings.)
   */
  function refuseStrandingChange(row: RestaurantRow, changes: Partial<NewRestaurantRow>): void {
    // Only what this change does counts: the form sends every field, and a save of the description
    // must not be refused for a reservation an earlier change had already left outside the hours.
    const hours = changes.hours !== undefined && JSON.stringify(changes.hours) !== JSON.stringify(row.hours) ? changes.hours : null;
    const maxParty = changes.maxPartySize !== undefined && changes.maxPartySize < row.maxPartySize ? changes.maxPartySize : null;
    if (!hours && maxParty === null) return;
    const stranded = repo
      .upcomingSpans(row.id, nowMinutes(now()))
      .some(
        (r) =>
          (maxParty !== null && r.party > maxParty && r.party <= row.maxPartySize) ||
          (hours !== null && openThroughout(row.hours, r.startsAt, r.endsAt) && !openThroughout(hours, r.startsAt, r.endsAt)),
      );
    if (stranded) throw conflict(ADMIN_REFUSALS.restaurantChangeStrandsReservations);
  }

  /** Closing a day, or one start time, that guests have reserved would leave them without a table. */
  function refuseClosingReservations(row: RestaurantRow, date: string, time: string): void {
    const dayStart = dayNumber(date) * 1440;
    const starts = repo.upcomingSpans(row.id, nowMinutes(now())).map((r) => r.startsAt);
    if (time === '') {
      if (starts.some((start) => start >= dayStart && start < dayStart + 1440)) throw conflict(ADMIN_REFUSALS.dayHasReservations);
    } else if (starts.includes(dayStart + toMinutes(time))) throw conflict(ADMIN_REFUSALS.timeHasReservations);
  }

  /** A guest with a reservation to come keeps a table that exists and seats the party. */
  function refuseStrandingReservations(table: TableRow, changes: Partial<TableRow>): void {
    const closing = changes.active === false && table.active;
    const shrinking = changes.capacity !== undefined && changes.capacity < table.capacity;
    if (!closing && !shrinking) return;
    const upcoming = repo.tableUpcoming(table.id, nowMinutes(now()));
    if (closing && upcoming.n > 0) throw conflict(ADMIN_REFUSALS.tableHasReservations);
    if (shrinking && changes.capacity! < upcoming.largestParty) throw conflict(ADMIN_REFUSALS.tableSeatsReservedParty);
  }

  function tableOut(row: TableRow): RestaurantTable {
    return {
      _id: row.id,
      restaurantId: row.restaurantId,
      number: row.number,
      capacity: row.capacity,
      location: row.location as RestaurantTable['location'],
      active: row.active,
    };
  }

  function adminDate(date: string): void {
    if (!isIsoDate(date)) throw badRequest(RESTAURANT_MESSAGES.date);
    const ahead = daysBetween(todayIso(now()), date);
    if (ahead < 0) throw badRequest(RESTAURANT_MESSAGES.past);
    if (ahead > RESERVATION_RULES.ADMIN_DAYS_AHEAD) throw badRequest(ADMIN_REFUSALS.availabilityTooFar);
  }

  /** A start time that has come (Istanbul time) is refused as a past date is: no guest can book it any more. */
  function refusePastTime(date: string, time: string | undefined): void {
    if (time !== undefined && absoluteMinutes(date, time) <= nowMinutes(now())) throw badRequest(ADMIN_REFUSALS.availabilityPastTime);
  }

  /**
   * Closing or reopening the whole of today once its last start time has come would change nothing a
   * guest can book, so it is refused as a past time is (the day's slots are the ones the admin sees).
   */
  function refusePassedDay(row: RestaurantRow, date: string): void {
    if (date !== todayIso(now())) return;
    const nowAt = nowMinutes(now());
    const slots = slotsOn(row.hours, date, row.slotMinutes, row.seatingMinutes);
    if (slots.length > 0 && slots.every((slot) => slot.startsAt <= nowAt)) throw badRequest(ADMIN_REFUSALS.availabilityDayPassed);
  }

  return {
    list(query: RestaurantListQuery, lang: Lang): RestaurantListResponse {
      const page = query.page ?? 1;
      const limit = query.limit ?? 12;
      // Folded as the repository folds names: case, accents and the Turkish İ/ı do not matter ("uzungol", "HAMSİ").
      const text = searchFold((query.q ?? query.restaurant ?? '').trim());
      const destinationKey = (query.destination ?? query.location ?? '').trim();
      let destination: string | null = null;
      if (destinationKey) {
        destination = repo.destinationId(destinationKey);
        if (!destination) return { results: [], total: 0, pages: 0, page };
      }
      const minPrice = query.minPrice ?? 1;
      const maxPrice = query.maxPrice ?? 4;
      if (minPrice > maxPrice) throw badRequest('The lowest price range cannot be above the highest');
      const qCuisines = text
        ? CUISINES.filter((c) => Object.values(CUISINE_NAMES[c] ?? {}).some((name) => searchFold(name).includes(text)))
        : [];
      const { rows, total } = repo.list({
        destination,
        cuisines: query.cuisine ? [query.cuisine] : null,
        minPrice,
        maxPrice,
        q: text || null,
        qCuisines,
        sort: query.sort ?? 'popularity',
        limit,
        offset: (page - 1) * limit,
      });
      return { results: rows.map((row) => card(row, lang)), total, pages: Math.ceil(total / limit), page };
    },

    detail(key: string, lang: Lang): RestaurantDetail {
      const row = mustFindActive(key);
      return {
        ...card(row, lang),
        images: row.images,
        coordinates: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
        contact: row.contact,
        hours: row.hours,
        menu: row.menu.map((s) => ({
          name: pick(s.name, lang),
          items: s.items.map((i) => ({ name: pick(i.name, lang), description: pick(i.description, lang), price: money(i.priceCents) })),
        })),
        slotMinutes: row.slotMinutes,
        seatingMinutes: row.seatingMinutes,
        maxPartySize: partyLimit(repo, row),
        reviews: reviewsOf(row, 1, 5).results,
      };
    },

    reviews(key: string, page: number, limit: number): RestaurantReviewsResponse {
      const row = mustFindActive(key);
      const { results, total } = reviewsOf(row, page, limit);
      return { results, total, page, pages: Math.ceil(total / limit), averageRating: row.averageRating };
    },

    /**
     * The times of a date for a party, each free or not and why. Times too soon today are left out,
     * and every time of a date staff closed entirely, which `dayClosed` then says.
     */
    slots(key: string, date: string, partySize: number): SlotsResponse {
      const row = mustFindActive(key);
      const at = now();
      const problem = dateWindowProblem(date, at);
      if (problem) throw badRequest(problem);
      const limit = partyLimit(repo, row);
      if (partySize > limit) throw badRequest(fillTemplate(RESTAURANT_MESSAGES.partyTooLarge, { max: limit }));
      const nowAt = nowMinutes(at);
      const { choices, dayClosed } = slotDay(repo, row, date, partySize);
      const slots = choices.filter((slot) => startsLateEnough(slot.startsAt, nowAt)).map(publicSlot);
      return { date, partySize, seatingMinutes: row.seatingMinutes, slots, dayClosed };
    },

    // Admin ---------------------------------------------------------------------------------
    adminList(): RestaurantAdminList {
      const counts = repo.tableCounts();
      const rows = repo.listAll();
      return { results: rows.map((row) => admin(row, counts.get(row.id) ?? 0)), total: rows.length };
    },

    adminGet(key: string): RestaurantAdmin {
      const row = mustFind(key);
      return admin(row, repo.tables(row.id).length);
    },

    create(input: RestaurantInput): RestaurantAdmin {
      const base = rowFromInput(input);
      return immediate(db, () => {
        let slug = input.slug ?? slugify(pick(base.name!, 'en'));
        if (input.slug && repo.slugTaken(slug)) throw conflict(ADMIN_REFUSALS.restaurantSlugTaken);
        for (let n = 2; repo.slugTaken(slug); n += 1) slug = `${slugify(pick(base.name!, 'en'))}-${n}`;
        const row = repo.insert({ ...(base as NewRestaurantRow), slug });
        return admin(row, 0);
      });
    },

    update(key: string, input: RestaurantUpdate): RestaurantAdmin {
      const changes = rowFromInput(input);
      return immediate(db, () => {
        const row = mustFind(key);
        const version = nextEditVersion(row.updatedAt, input.expectedUpdatedAt, now());
        if (changes.slug && repo.slugTaken(changes.slug, row.id)) throw conflict(ADMIN_REFUSALS.restaurantSlugTaken);
        refuseStrandingChange(row, changes);
        const updated = repo.update(row.id, changes, version);
        if (!updated) throw notFound(RESTAURANT_MESSAGES.notFound);
        return admin(updated, repo.tables(row.id).length);
      });
    },

    remove(key: string): { message: string; _id: string } {
      return immediate(db, () => {
        const row = mustFind(key);
        if (repo.upcomingReservations(row.id, nowMinutes(now())) > 0) throw conflict(RESTAURANT_MESSAGES.hasReservations);
        repo.remove(row.id);
        return { message: 'Restaurant deleted', _id: row.id };
      });
    },

    tables(key: string): { results: RestaurantTable[] } {
      const row = mustFind(key);
      return { results: repo.tables(row.id).map(tableOut) };
    },

    addTable(key: string, input: RestaurantTableInput): RestaurantTable {
      const row = mustFind(key);
      const number = input.number.trim();
      // Checked inside the write transaction, so a table added meanwhile cannot take the same number.
      return immediate(db, () => {
        if (repo.tableNumberTaken(row.id, number)) throw conflict(RESTAURANT_MESSAGES.duplicateTable);
        try {
          return tableOut(
            repo.insertTable({
              restaurantId: row.id,
              number,
              capacity: input.capacity,
              location: input.location,
              active: input.active ?? true,
            }),
          );
        } catch (error) {
          if (error instanceof DuplicateTableNumberError) throw conflict(RESTAURANT_MESSAGES.duplicateTable);
          throw error;
        }
      });
    },

    updateTable(key: string, tableId: string, input: RestaurantTableUpdate): RestaurantTable {
      const changes: Partial<TableRow> = {};
      if (input.number !== undefined) changes.number = input.number.trim();
      if (input.capacity !== undefined) changes.capacity = input.capacity;
      if (input.location !== undefined) changes.location = input.location;
      if (input.active !== undefined) changes.active = input.active;
      return immediate(db, () => {
        const row = mustFind(key);
        const table = repo.table(row.id, tableId);
        if (!table) throw notFound(RESTAURANT_MESSAGES.tableNotFound);
        refuseStrandingReservations(table, changes);
        // Only a new number is checked: a table saved under the number it has keeps it, even one
        // that another table shares from before numbers were compared ignoring case.
        const renumbered = changes.number !== undefined && tableNumberKey(changes.number) !== tableNumberKey(table.number);
        if (renumbered && repo.tableNumberTaken(row.id, changes.number!, table.id)) throw conflict(RESTAURANT_MESSAGES.duplicateTable);
        try {
          const updated = repo.updateTable(tableId, changes);
          if (!updated) throw notFound(RESTAURANT_MESSAGES.tableNotFound);
          return tableOut(updated);
        } catch (error) {
          if (error instanceof DuplicateTableNumberError) throw conflict(RESTAURANT_MESSAGES.duplicateTable);
          throw error;
        }
      });
    },

    availability(key: string, date: string): RestaurantAvailabilityDay {
      const row = mustFind(key);
      if (!isIsoDate(date)) throw badRequest(RESTAURANT_MESSAGES.date);
      const slots = slotsOn(row.hours, date, row.slotMinutes, row.seatingMinutes);
      const overrides = repo.overrides(row.id, date);
      const dayClosed = dayClosedByStaff(overrides);
      const active = repo.activeTables(row.id);
      const dayStart = dayNumber(date) * 1440;
      const spans = repo.spans(row.id, dayStart - row.seatingMinutes, dayStart + 1440 + row.seatingMinutes);
      return {
        restaurantId: row.id,
        date,
        openingClosed: slots.length === 0,
        dayClosed,
        slots: slots.map((slot) => {
          const override = overrides.find((o) => o.time === slot.time);
          const offered = override?.tableIds ? active.filter((t) => override.tableIds!.includes(t.id)) : active;
          return {
            time: slot.time,
            closed: dayClosed || Boolean(override?.closed),
            tablesOffered: offered.map((t) => t.id),
            custom: Boolean(override?.tableIds),
            // Every table held at that time, offered or not: a reservation stays where it was made.
            tablesReserved: active.filter((t) =>
              spans.some((s) => s.tableId === t.id && overlaps(s.startsAt, s.endsAt, slot.startsAt, slot.endsAt)),
            ).length,
          };
        }),
      };
    },

    setAvailability(key: string, input: AvailabilityUpdate): RestaurantAvailabilityDay {
      const row = mustFind(key);
      adminDate(input.date);
      refusePastTime(input.date, input.time);
      if (input.time === undefined) refusePassedDay(row, input.date);
      if (
        input.time !== undefined &&
        !slotsOn(row.hours, input.date, row.slotMinutes, row.seatingMinutes).some((s) => s.time === input.time)
      ) {
        throw badRequest(RESTAURANT_MESSAGES.notASlot);
      }
      if (input.tableIds) {
        const own = new Set(repo.tables(row.id).map((t) => t.id));
        if (input.tableIds.some((id) => !own.has(id))) throw badRequest(RESTAURANT_MESSAGES.tablesOffered);
      }
      if (input.time === undefined && input.tableIds !== undefined) throw badRequest('Choose a time to set the tables offered');
      const time = input.time ?? '';
      immediate(db, () => {
        // Offering no table closes the time as surely as closing it does.
        const closing = (input.closed ?? time === '') || input.tableIds?.length === 0;
        if (!input.reset && closing) refuseClosingReservations(row, input.date, time);
        if (input.reset) repo.removeOverride(row.id, input.date, time);
        else
          repo.upsertOverride(row.id, input.date, time, input.closed ?? time === '', input.tableIds ? [...new Set(input.tableIds)] : null);
      });
      return this.availability(row.id, input.date);
    },
  };
}

/** The booking-window message for a date, or null when reservations may be made on it. */
export function dateWindowProblem(date: string, at: Date): string | null {
  if (!isIsoDate(date)) return RESTAURANT_MESSAGES.date;
  const ahead = daysBetween(todayIso(at), date);
  if (ahead < 0) return RESTAURANT_MESSAGES.past;
  if (ahead > RESERVATION_RULES.MAX_DAYS_AHEAD) return RESTAURANT_MESSAGES.tooFar;
  return null;
}

export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
