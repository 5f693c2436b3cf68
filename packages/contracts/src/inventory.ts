import { Type, type Static } from 'typebox';
import { LangParam, Paged } from './common';
import { Nullable } from './catalogue';
import { DAY_TYPES } from './constants';
import { NIGHT_BOUNDS } from './inventory-messages';

/** /api/inventory (admin): nightly stock and prices of each room type. */

export type DayType = (typeof DAY_TYPES)[number];
export const DayType = Type.Unsafe<DayType>(Type.Union(DAY_TYPES.map((day) => Type.Literal(day))));

/** One night of one room type. Prices in USD; `price` is what the night sells for. */
export const InventoryRecord = Type.Object({
  _id: Type.String(),
  hotel: Type.String(),
  hotelName: Type.String(),
  roomType: Type.String(),
  roomTypeName: Type.String(),
  date: Type.String(),
  totalRooms: Type.Integer(),
  availableRooms: Type.Integer(),
  basePrice: Type.Number(),
  priceModifier: Type.Number(),
  seasonalAdjustment: Type.Number(),
  promotionDiscount: Type.Number(),
  promotionCode: Type.Union([Type.String(), Type.Null()]),
  blocked: Type.Boolean(),
  blockReason: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  updatedAt: Type.String(),
});
export type InventoryRecord = Static<typeof InventoryRecord>;

export const InventoryListQuery = Type.Object({
  hotel: Type.Optional(Type.String({ maxLength: 200 })),
  roomType: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(Type.String({ maxLength: 30 })),
  to: Type.Optional(Type.String({ maxLength: 30 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** Default 100, at most 400. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 400 })),
  lang: LangParam,
});
export type InventoryListQuery = Static<typeof InventoryListQuery>;

export const InventoryListResponse = Paged(InventoryRecord);
export type InventoryListResponse = Static<typeof InventoryListResponse>;

const bounded = ({ min, max }: { min: number; max: number }) => Nullable(Type.Number({ minimum: min, maximum: max }));
const Count = Nullable(Type.Integer({ minimum: NIGHT_BOUNDS.rooms.min, maximum: NIGHT_BOUNDS.rooms.max }));
const Text = (max: number) => Nullable(Type.String({ maxLength: max }));

/**
 * The fields an inventory write may set. Every one may be missing or null, so that the API itself
 * answers the admin screen's messages ('Please select a hotel', 'Total rooms is required', ...).
 */
const InventoryFields = {
  totalRooms: Type.Optional(Count),
  availableRooms: Type.Optional(Count),
  basePrice: Type.Optional(bounded(NIGHT_BOUNDS.basePrice)),
  priceModifier: Type.Optional(bounded(NIGHT_BOUNDS.priceModifier)),
  seasonalAdjustment: Type.Optional(bounded(NIGHT_BOUNDS.seasonalAdjustment)),
  promotionDiscount: Type.Optional(bounded(NIGHT_BOUNDS.promotionDiscount)),
  promotionCode: Type.Optional(Text(40)),
  blocked: Type.Optional(Nullable(Type.Boolean())),
  blockReason: Type.Optional(Text(300)),
  notes: Type.Optional(Text(1000)),
};

/** POST /api/inventory: hotel, roomType, date, totalRooms, availableRooms and basePrice are required. */
export const InventoryCreate = Type.Object(
  {
    hotel: Type.Optional(Text(200)),
    roomType: Type.Optional(Text(200)),
    date: Type.Optional(Text(30)),
    ...InventoryFields,
  },
  { additionalProperties: false },
);
export type InventoryCreate = Static<typeof InventoryCreate>;

/**
 * PUT /api/inventory/:id: any field. hotel, roomType and date may be sent back as they are but
 * not changed. A new totalRooms keeps availableRooms = totalRooms − rooms booked that night.
 */
export const InventoryUpdate = InventoryCreate;
export type InventoryUpdate = Static<typeof InventoryUpdate>;

export const InventoryChanges = Type.Object(InventoryFields, { additionalProperties: false });
export type InventoryChanges = Static<typeof InventoryChanges>;

/**
 * POST /api/inventory/bulk: applies `changes` to every date from startDate to endDate (both
 * included) whose day matches one of dayTypes ('weekends' = Saturday and Sunday, 'weekdays' =
 * Monday to Friday). Missing nights are created from the room type (its total rooms and price)
 * with the changes on top.
 */
export const BulkInventoryRequest = Type.Object(
  {
    hotel: Type.Optional(Text(200)),
    roomType: Type.Optional(Text(200)),
    startDate: Type.Optional(Text(30)),
    endDate: Type.Optional(Text(30)),
    dayTypes: Type.Optional(Type.Union([Type.Null(), Type.Array(DayType, { maxItems: 10 })])),
    changes: Type.Optional(Type.Union([Type.Null(), InventoryChanges])),
  },
  { additionalProperties: false },
);
export type BulkInventoryRequest = Static<typeof BulkInventoryRequest>;

export const BulkInventoryResponse = Type.Object({
  message: Type.String(),
  /** Nights changed, created ones included. */
  updated: Type.Integer(),
  /** Of which created because they had no record. */
  created: Type.Integer(),
  /** The dates touched, in order. */
  dates: Type.Array(Type.String()),
});
export type BulkInventoryResponse = Static<typeof BulkInventoryResponse>;

export const InventoryWriteResponse = Type.Object({ message: Type.String(), record: InventoryRecord });
export type InventoryWriteResponse = Static<typeof InventoryWriteResponse>;
