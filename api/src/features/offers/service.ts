import type { Offer, OffersFilterQuery, OffersResponse } from '@trabzon/contracts';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, todayIso } from '@trabzon/dates';
import { nightPriceCents, toCents, toUsd, undiscountedNightPriceCents } from '../hotels/pricing';
import type { HotelsService } from '../hotels/service';
import type { OffersRepository, PromotedNight, PromotionFilter } from './repository';
import type { Lang } from '../../lib/lang';

/** Offers look this many days ahead, from today (hotel time). */
export const OFFER_WINDOW_DAYS = 60;
export const SPECIAL_OFFERS_LIMIT = 6;
export const FILTERED_OFFERS_LIMIT = 24;

export const OFFER_TEXT = { notFound: 'Offer not found' } as const;

interface OfferGroup {
  id: string;
  hotelId: string;
  roomTypeId: string;
  promotionCode: string | null;
  discountPercent: number;
  priceCents: number;
  originalCents: number;
  validFrom: string;
  validTo: string;
  bestDate: string;
  nights: number;
}

/** An offer is one promotion (discount and code) on one room type; its id says which. */
export function offerId(roomTypeId: string, code: string | null, discount: number): string {
  return Buffer.from(JSON.stringify([roomTypeId, code, discount]), 'utf8').toString('base64url');
}

function parseOfferId(id: string): [string, string | null, number] | undefined {
  try {
    const value = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      (value[1] === null || typeof value[1] === 'string') &&
      typeof value[2] === 'number'
    ) {
      return value as [string, string | null, number];
    }
  } catch {
    // not one of ours
  }
  return undefined;
}

/** Groups promoted nights by room type and promotion; price = cheapest discounted night. */
function group(nights: PromotedNight[]): OfferGroup[] {
  const groups = new Map<string, OfferGroup>();
  for (const night of nights) {
    const id = offerId(night.roomTypeId, night.promotionCode, night.promotionDiscount);
    const priceCents = nightPriceCents(night);
    const existing = groups.get(id);
    if (!existing) {
      groups.set(id, {
        id,
        hotelId: night.hotelId,
        roomTypeId: night.roomTypeId,
        promotionCode: night.promotionCode,
        discountPercent: night.promotionDiscount,
        priceCents,
        originalCents: undiscountedNightPriceCents(night),
        validFrom: night.date,
        validTo: night.date,
        bestDate: night.date,
        nights: 1,
      });
      continue;
    }
    existing.nights++;
    if (night.date < existing.validFrom) existing.validFrom = night.date;
    if (night.date > existing.validTo) existing.validTo = night.date;
    if (priceCents < existing.priceCents || (priceCents === existing.priceCents && night.date < existing.bestDate)) {
      existing.priceCents = priceCents;
      existing.originalCents = undiscountedNightPriceCents(night);
      existing.bestDate = night.date;
    }
  }
  return [...groups.values()];
}

const byBestDeal = (a: OfferGroup, b: OfferGroup) =>
  b.discountPercent - a.discountPercent || a.priceCents - b.priceCents || a.id.localeCompare(b.id);

/** Special offers built from inventory promotions in the next OFFER_WINDOW_DAYS days. */
export function createOffersService({
  repos,
  hotels,
  now = () => new Date(),
}: {
  repos: { offers: OffersRepository };
  hotels: HotelsService;
  now?: () => Date;
}) {
  function window(filter: Partial<PromotionFilter>): PromotionFilter {
    const from = todayIso(now());
    return { from, to: addDays(from, OFFER_WINDOW_DAYS), destination: null, minStars: 1, minDiscount: 0, roomTypeId: null, ...filter };
  }

  function present(groups: OfferGroup[], lang: Lang): Offer[] {
    const cards = hotels.cardsByIds([...new Set(groups.map((g) => g.hotelId))], lang);
    const offers: Offer[] = [];
    for (const g of groups) {
      const hotel = cards.get(g.hotelId);
      const roomType = hotel?.roomTypes.find((room) => room._id === g.roomTypeId);
      if (!hotel || !roomType) continue;
      offers.push({
        _id: g.id,
        hotel,
        roomType,
        promotionCode: g.promotionCode,
        discountPercent: g.discountPercent,
        originalPrice: toUsd(g.originalCents),
        price: toUsd(g.priceCents),
        validFrom: g.validFrom,
        validTo: g.validTo,
        bestDate: g.bestDate,
        nights: g.nights,
      });
    }
    return offers;
  }

  return {
    /** GET /api/offers/special: the best offer of each hotel, biggest discount first. */
    special(limit: number | undefined, lang: Lang): OffersResponse {
      const seen = new Set<string>();
      const best = group(repos.offers.promotedNights(window({})))
        .sort(byBestDeal)
        .filter((g) => !seen.has(g.hotelId) && seen.add(g.hotelId));
      const results = present(best.slice(0, limit ?? SPECIAL_OFFERS_LIMIT), lang);
      return { results, total: best.length };
    },

    /** GET /api/offers/filter: every offer matching, biggest discount first. */
    filter(query: OffersFilterQuery, lang: Lang): OffersResponse {
      const maxCents = query.maxPrice !== undefined ? toCents(query.maxPrice) : null;
      const matching = group(
        repos.offers.promotedNights(
          window({ destination: query.destination?.trim() || null, minStars: query.stars ?? 1, minDiscount: query.minDiscount ?? 0 }),
        ),
      )
        .filter((g) => maxCents === null || g.priceCents <= maxCents)
        .sort(byBestDeal);
      return { results: present(matching.slice(0, query.limit ?? FILTERED_OFFERS_LIMIT), lang), total: matching.length };
    },

    /** GET /api/offers/:id. */
    one(id: string, lang: Lang): Offer {
      const key = parseOfferId(id);
      if (!key) throw badRequest('Invalid offer id');
      const [roomTypeId, code, discount] = key;
      const match = group(repos.offers.promotedNights(window({ roomTypeId }))).find(
        (g) => g.promotionCode === code && g.discountPercent === discount,
      );
      const offer = match && present([match], lang)[0];
      if (!offer) throw notFound(OFFER_TEXT.notFound);
      return offer;
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
