import type {
  AdminBookingDetail,
  AdminBookingFilterQuery,
  AdminBookingPageQuery,
  AdminDashboard,
  AdminUser,
  AdminUserCreate,
  AdminUserList,
  AdminUserListQuery,
  AdminUserUpdate,
  ApiKeysUpdate,
  ApiKeysView,
  AppSettings,
  BookingStatus,
  ConnectionTestResult,
  EmailSettings,
  OutboxList,
  PaymentSettings,
  PublicSettings,
  RestoreResult,
  SecuritySettings,
  SecuritySettingsView,
} from '@trabzon/contracts';
import { http } from './http';
import type { Booking, Page } from './bookings';

const segment = encodeURIComponent;
/** Backups and restores move a whole database: they get more than the usual 10 s. */
const LONG_TIMEOUT_MS = 5 * 60_000;

/** Drops empty filters, so the URL and the request carry only what is set. */
function compact<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/** Back-office bookings. */
export const adminBookingsApi = {
  list: (query: Partial<Omit<AdminBookingPageQuery, 'lang'>>) =>
    http.get<Page<Booking>>('/admin/bookings', { params: compact(query) }).then((r) => r.data),
  get: (id: string) => http.get<AdminBookingDetail>(`/admin/bookings/${segment(id)}`).then((r) => r.data),
  setStatus: (id: string, status: BookingStatus) =>
    http.patch<{ booking: Booking }>(`/admin/bookings/${segment(id)}`, { status }).then((r) => r.data.booking),
  /** The filtered list as CSV (a Blob to save) and the file name the server suggests. */
  exportCsv: async (query: Partial<Omit<AdminBookingFilterQuery, 'lang'>>): Promise<{ blob: Blob; filename: string }> => {
    const response = await http.get<Blob>('/admin/bookings/export.csv', {
      params: compact(query),
      responseType: 'blob',
      timeout: LONG_TIMEOUT_MS,
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'bookings.csv';
    return { blob: response.data, filename };
  },
};

/** Back-office accounts. */
export const adminUsersApi = {
  list: (query: Partial<Omit<AdminUserListQuery, 'lang'>>) =>
    http.get<AdminUserList>('/admin/users', { params: compact(query) }).then((r) => r.data),
  create: (body: AdminUserCreate) => http.post<AdminUser>('/admin/users', body).then((r) => r.data),
  update: (id: string, body: AdminUserUpdate) => http.put<AdminUser>(`/admin/users/${segment(id)}`, body).then((r) => r.data),
};

/** Settings, each section on its own. */
export const adminSettingsApi = {
  public: () => http.get<PublicSettings>('/settings').then((r) => r.data),
  app: () => http.get<AppSettings>('/settings/app').then((r) => r.data),
  saveApp: (body: AppSettings) => http.put<AppSettings>('/settings/app', body).then((r) => r.data),
  security: () => http.get<SecuritySettingsView>('/settings/security').then((r) => r.data),
  saveSecurity: (body: SecuritySettings) => http.put<SecuritySettingsView>('/settings/security', body).then((r) => r.data),
  email: () => http.get<EmailSettings>('/settings/email').then((r) => r.data),
  saveEmail: (body: EmailSettings) => http.put<EmailSettings>('/settings/email', body).then((r) => r.data),
  payment: () => http.get<PaymentSettings>('/settings/payment').then((r) => r.data),
  savePayment: (taxRate: number) => http.put<PaymentSettings>('/settings/payment', { taxRate }).then((r) => r.data),
  apiKeys: () => http.get<ApiKeysView>('/settings/api-keys').then((r) => r.data),
  saveApiKeys: (body: ApiKeysUpdate) => http.put<ApiKeysView>('/settings/api-keys', body).then((r) => r.data),
  testConnection: () => http.post<ConnectionTestResult>('/settings/api-keys/test', undefined, { timeout: 30_000 }).then((r) => r.data),
  outbox: (page: number, limit = 20) => http.get<OutboxList>('/admin/outbox', { params: { page, limit } }).then((r) => r.data),
  backup: async (): Promise<{ blob: Blob; filename: string }> => {
    const response = await http.get<Blob>('/admin/backup', { responseType: 'blob', timeout: LONG_TIMEOUT_MS });
    const filename = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? 'trabzon-backup.db';
    return { blob: response.data, filename };
  },
  restore: (file: Blob) =>
    http
      .post<RestoreResult>('/admin/restore', file, { headers: { 'Content-Type': 'application/octet-stream' }, timeout: LONG_TIMEOUT_MS })
      .then((r) => r.data),
};

export type PublicSettingsView = PublicSettings;

/** GET /api/settings: the public part of the settings (site name, contact e-mail, language, zone, tax). */
export const siteSettingsApi = {
  get: () => http.get<PublicSettings>('/settings').then((r) => r.data),
};

export const adminDashboardApi = {
  get: () => http.get<AdminDashboard>('/admin/dashboard').then((r) => r.data),
};
