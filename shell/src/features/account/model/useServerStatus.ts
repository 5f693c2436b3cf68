import { useCallback, useEffect, useState } from 'react';
import { authApi, describeApiError } from '@trabzon/api-client';

export type ServerStatus = 'checking' | 'online' | 'offline';

/**
 * The login view's server indicator: any answer from /auth/status within 2 s means online; only
 * a call that got no answer at all means offline (spec section 7).
 */
export function useServerStatus() {
  const [status, setStatus] = useState<ServerStatus>('checking');
  const check = useCallback(async () => {
    setStatus('checking');
    try {
      await authApi.status();
      setStatus('online');
    } catch (error) {
      setStatus(describeApiError(error).status === null ? 'offline' : 'online');
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);
  return { status, setStatus, check };
}
