import { AxiosError, type AxiosResponse } from 'axios';

/** The API's refusal as axios rejects with it: `{ statusCode, message, code? }`, as the error plugin sends it. */
export function apiRefusal(status: number, message: string, code?: string, headers: Record<string, string> = {}): AxiosError {
  const data = { statusCode: status, message, ...(code ? { code } : {}) };
  const response = { status, data, headers, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}
