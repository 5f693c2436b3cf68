import { http } from './http';

export type Role = 'admin' | 'user';

export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  profileImage: string | null;
}

export interface MeResponse extends PublicUser {
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  /** The generated first admin: must choose a new password (the shell leads to /profile). */
  mustChangePassword?: boolean;
}

export interface LoginResponse {
  token: string;
  role: Role;
  name: string;
  user: PublicUser;
  mustChangePassword?: boolean;
}

export interface TestCredential {
  role: Role;
  email: string;
  password: string;
}

export interface UpdateProfileRequest {
  name?: string;
  email?: string;
  profileImage?: string | null;
  currentPassword?: string;
  newPassword?: string;
}

/** The status probe answers within 2 s or counts as offline (spec section 7). */
export const STATUS_TIMEOUT_MS = 2_000;

export const authApi = {
  status: () => http.get('/auth/status', { timeout: STATUS_TIMEOUT_MS }).then((r) => r.data as unknown),
  login: (body: { email: string; password: string }) =>
    http.post<LoginResponse>('/auth/login', body).then((r) => r.data),
  register: (body: { name: string; email: string; password: string }) =>
    http.post<{ message: string }>('/auth/register', body).then((r) => r.data),
  me: () => http.get<MeResponse>('/auth/me').then((r) => r.data),
  logout: () => http.post('/auth/logout').then(() => undefined),
  updateProfile: (body: UpdateProfileRequest) =>
    http.put<{ user: PublicUser; token?: string }>('/users/profile', body).then((r) => r.data),
  forgotPassword: (email: string) =>
    http.post<{ message: string }>('/auth/forgotpassword', { email }).then((r) => r.data),
  resetPassword: (token: string, password: string) =>
    http.put<{ message: string }>(`/auth/resetpassword/${encodeURIComponent(token)}`, { password }).then((r) => r.data),
  createTestUsers: () =>
    http.post<{ message: string; credentials: TestCredential[] }>('/auth/create-test-user').then((r) => r.data),
};
