import type {
  AdminHotelList,
  AdminStats,
  BulkInventoryRequest,
  BulkInventoryResponse,
  DeletedResponse,
  DestinationListResponse,
  HotelAdmin,
  HotelInput,
  HotelListQuery,
  HotelListResponse,
  HotelUpdate,
  InventoryCreate,
  InventoryListQuery,
  InventoryListResponse,
  InventoryRecord,
  InventoryUpdate,
  InventoryWriteResponse,
  MessageResponse,
  RoomTypeAdmin,
  RoomTypeInput,
  RoomTypeUpdate,
} from '@trabzon/contracts';
import { http } from './http';

/** The largest page GET /api/inventory answers. */
export const ADMIN_INVENTORY_PAGE_SIZE = 400;
/** A safety stop for the "every page" helpers. */
const MAX_PAGES = 100;

const segment = encodeURIComponent;

/** Reads every page of a paged list, one call after another. */
async function allPages<T>(load: (page: number) => Promise<{ results: T[]; pages: number }>): Promise<T[]> {
  const first = await load(1);
  const results = [...first.results];
  for (let page = 2; page <= Math.min(first.pages, MAX_PAGES); page += 1) {
    results.push(...(await load(page)).results);
  }
  return results;
}

export type { AdminHotelRow, AdminHotelList, AdminStats } from '@trabzon/contracts';

const hotels = {
  /** GET /api/admin/hotels: the back-office list, texts in the active language. */
  adminList: () => http.get<AdminHotelList>('/admin/hotels').then((r) => r.data.results),
  /** GET /api/hotels: active hotels with at least one room type, texts in the active language. */
  list: (query: Omit<HotelListQuery, 'lang'> = {}) => http.get<HotelListResponse>('/hotels', { params: query }).then((r) => r.data),
  /** GET /api/hotels/:id?admin=true: every language and raw keys, inactive hotels too. */
  get: (id: string) => http.get<HotelAdmin>(`/hotels/${segment(id)}`, { params: { admin: true } }).then((r) => r.data),
  create: (body: HotelInput) => http.post<HotelAdmin>('/hotels', body).then((r) => r.data),
  update: (id: string, body: HotelUpdate) => http.put<HotelAdmin>(`/hotels/${segment(id)}`, body).then((r) => r.data),
  remove: (id: string) => http.delete<DeletedResponse>(`/hotels/${segment(id)}`).then((r) => r.data),
  addRoom: (hotelId: string, body: RoomTypeInput) =>
    http.post<RoomTypeAdmin>(`/hotels/${segment(hotelId)}/rooms`, body).then((r) => r.data),
  updateRoom: (hotelId: string, roomId: string, body: RoomTypeUpdate) =>
    http.put<RoomTypeAdmin>(`/hotels/${segment(hotelId)}/rooms/${segment(roomId)}`, body).then((r) => r.data),
  removeRoom: (hotelId: string, roomId: string) =>
    http.delete<DeletedResponse>(`/hotels/${segment(hotelId)}/rooms/${segment(roomId)}`).then((r) => r.data),
};

const inventory = {
  /** GET /api/inventory: one page of records by hotel, room type and date range (both ends included). */
  list: (query: Omit<InventoryListQuery, 'lang'>) => http.get<InventoryListResponse>('/inventory', { params: query }).then((r) => r.data),
  /** Every record of the query (pages of 400). */
  listAll: (query: Omit<InventoryListQuery, 'lang' | 'page' | 'limit'>): Promise<InventoryRecord[]> =>
    allPages((page) => inventory.list({ ...query, page, limit: ADMIN_INVENTORY_PAGE_SIZE })),
  create: (body: InventoryCreate) => http.post<InventoryWriteResponse>('/inventory', body).then((r) => r.data),
  update: (id: string, body: InventoryUpdate) => http.put<InventoryWriteResponse>(`/inventory/${segment(id)}`, body).then((r) => r.data),
  remove: (id: string) => http.delete<MessageResponse>(`/inventory/${segment(id)}`).then((r) => r.data),
  /** POST /api/inventory/bulk: the changes on every matching date of the range. */
  bulk: (body: BulkInventoryRequest) => http.post<BulkInventoryResponse>('/inventory/bulk', body).then((r) => r.data),
};

const destinations = {
  list: () => http.get<DestinationListResponse>('/destinations').then((r) => r.data),
};

/** The admin dashboard's four figures. */
const stats = () => http.get<AdminStats>('/admin/stats').then((r) => r.data);

/** The back-office's calls (admin token required for every write and for the admin reads). */
export const adminApi = { hotels, inventory, destinations, stats };
