import type {
  LoginRequest,
  LoginResponse,
  MeResponse,
  MessageResponse,
  RegisterRequest,
  TestUsersResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@trabzon/contracts';
import { http } from './http';

export type {
  PublicUser,
  MeResponse,
  LoginResponse,
  UpdateProfileRequest,
  UserRole as Role,
  TestUserCredential as TestCredential,
} from '@trabzon/contracts';

/** The status probe answers within 2 s or counts as offline (spec section 7). */
export const STATUS_TIMEOUT_MS = 2_000;

export const authApi = {
  status: () => http.get('/auth/status', { timeout: STATUS_TIMEOUT_MS }).then((r) => r.data as unknown),
  login: (body: LoginRequest) => http.post<LoginResponse>('/auth/login', body).then((r) => r.data),
  register: (body: RegisterRequest) => http.post<MessageResponse>('/auth/register', body).then((r) => r.data),
  me: () => http.get<MeResponse>('/auth/me').then((r) => r.data),
  logout: () => http.post('/auth/logout').then(() => undefined),
  updateProfile: (body: UpdateProfileRequest) => http.put<UpdateProfileResponse>('/users/profile', body).then((r) => r.data),
  forgotPassword: (email: string) => http.post<MessageResponse>('/auth/forgotpassword', { email }).then((r) => r.data),
  resetPassword: (token: string, password: string) =>
    http.put<MessageResponse>(`/auth/resetpassword/${encodeURIComponent(token)}`, { password }).then((r) => r.data),
  createTestUsers: () => http.post<TestUsersResponse>('/auth/create-test-user').then((r) => r.data),
};
