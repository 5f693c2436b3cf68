import axios, { AxiosError, type AxiosInstance } from 'axios';
import { withoutUnsafeText } from '@trabzon/contracts/validation';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';

/** Own API: base /api, 10 s timeout (spec section 9). */
export const API_TIMEOUT_MS = 10_000;

let onUnauthorized: () => void = () => useSessionStore.getState().signOut({ ended: true });

/** The shell decides what a rejected session means for the page (by default: sign out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function createHttp(): AxiosInstance {
  const instance = axios.create({ baseURL: '/api', timeout: API_TIMEOUT_MS, headers: { Accept: 'application/json' } });
  instance.interceptors.request.use((config) => {
    const token = useSessionStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.params = { lang: useLocaleStore.getState().language, ...config.params };
    // Invisible control and text-direction characters the API would refuse leave with nothing else.
    config.data = withoutUnsafeText(config.data);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    // Only a request that carried a session can prove the session is dead; a failed login cannot.
    if (error instanceof AxiosError && error.response?.status === 401 && error.config?.headers?.Authorization) {
      onUnauthorized();
    }
    return Promise.reject(error);
  });
  return instance;
}

/** The one axios instance of the page (shared as a federation singleton with the package). */
export const http = createHttp();
