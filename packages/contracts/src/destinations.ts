import { Type, type Static } from 'typebox';
import { ExpectedUpdatedAt, LangParam } from './common';
import { Coordinates, ImagePath, Slug, Translated, TranslatedInput, TranslatedName } from './catalogue';

/** /api/destinations: the catalogue's destinations (public reads, admin writes). */

export const Destination = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  country: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** Active listings (hotels, restaurants, packages) linked to the destination, computed: the back office's count. */
  propertyCount: Type.Integer(),
  /** Active hotels alone (places to stay, as /hotels?destination= lists them), computed: the home page's "N properties". */
  hotelCount: Type.Integer(),
  featured: Type.Boolean(),
  popular: Type.Boolean(),
  coordinates: Type.Union([Coordinates, Type.Null()]),
});
export type Destination = Static<typeof Destination>;

/** GET /api/destinations/:id?admin=true (admins): every language, for editing. */
export const DestinationAdmin = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Translated,
  country: Translated,
  description: Type.Union([Translated, Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  propertyCount: Type.Integer(),
  featured: Type.Boolean(),
  popular: Type.Boolean(),
  coordinates: Type.Union([Coordinates, Type.Null()]),
  /** The version an update may send back as `expectedUpdatedAt`. */
  updatedAt: Type.String(),
});
export type DestinationAdmin = Static<typeof DestinationAdmin>;

export const DestinationListQuery = Type.Object({
  lang: LangParam,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  featured: Type.Optional(Type.Boolean()),
  popular: Type.Optional(Type.Boolean()),
});
export type DestinationListQuery = Static<typeof DestinationListQuery>;

export const DestinationListResponse = Type.Object({ results: Type.Array(Destination), total: Type.Integer() });
export type DestinationListResponse = Static<typeof DestinationListResponse>;

export const DestinationInput = Type.Object(
  {
    slug: Type.Optional(Slug),
    name: TranslatedName,
    country: Type.Optional(TranslatedName),
    description: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    image: Type.Optional(Type.Union([Type.Null(), ImagePath])),
    coordinates: Type.Optional(Type.Union([Type.Null(), Coordinates])),
    featured: Type.Optional(Type.Boolean()),
    popular: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DestinationInput = Static<typeof DestinationInput>;
/** PUT /api/destinations/:id: any DestinationInput field; see ExpectedUpdatedAt. */
export const DestinationUpdate = Type.Object(
  { ...Type.Partial(DestinationInput).properties, expectedUpdatedAt: ExpectedUpdatedAt },
  { additionalProperties: false },
);
export type DestinationUpdate = Static<typeof DestinationUpdate>;
