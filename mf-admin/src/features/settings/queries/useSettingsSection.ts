import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSettingsApi } from '@trabzon/api-client';
import { setSiteName } from '@trabzon/ui';
import type { AppSettings, EmailSettings, SecuritySettings, ApiKeysUpdate } from '@trabzon/contracts';

/** GET /api/settings/app and PUT it. */
export function useGeneralSettings() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin-settings', 'app'], queryFn: adminSettingsApi.app });
  const save = useMutation({
    mutationFn: (body: AppSettings) => adminSettingsApi.saveApp(body),
    onSuccess: (data) => {
      client.setQueryData(['admin-settings', 'app'], data);
      setSiteName(data.siteName); // the header and page titles follow at once
      void client.invalidateQueries({ queryKey: ['settings', 'public'] });
    },
  });
  return { query, save };
}

/** GET /api/settings/security and PUT it. */
export function useSecuritySettings() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin-settings', 'security'], queryFn: adminSettingsApi.security });
  const save = useMutation({
    mutationFn: (body: SecuritySettings) => adminSettingsApi.saveSecurity(body),
    onSuccess: (data) => {
      client.setQueryData(['admin-settings', 'security'], data);
      void client.invalidateQueries({ queryKey: ['settings', 'public'] });
    },
  });
  return { query, save };
}

/** GET /api/settings/email and PUT it. */
export function useEmailSettings() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin-settings', 'email'], queryFn: adminSettingsApi.email });
  const save = useMutation({
    mutationFn: (body: EmailSettings) => adminSettingsApi.saveEmail(body),
    onSuccess: (data) => client.setQueryData(['admin-settings', 'email'], data),
  });
  return { query, save };
}

/** GET /api/settings/payment and PUT it. */
export function usePaymentSettings() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin-settings', 'payment'], queryFn: adminSettingsApi.payment });
  const save = useMutation({
    mutationFn: (taxRate: number) => adminSettingsApi.savePayment(taxRate),
    onSuccess: (data) => client.setQueryData(['admin-settings', 'payment'], data),
  });
  return { query, save };
}

/** GET /api/settings/api-keys, PUT it, and the connection test. */
export function useApiKeys() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin-settings', 'api-keys'], queryFn: adminSettingsApi.apiKeys });
  const save = useMutation({
    mutationFn: (body: ApiKeysUpdate) => adminSettingsApi.saveApiKeys(body),
    onSuccess: (data) => client.setQueryData(['admin-settings', 'api-keys'], data),
  });
  const test = useMutation({ mutationFn: adminSettingsApi.testConnection });
  return { query, save, test };
}

/** GET /api/admin/outbox, newest first. */
export function useOutbox(page: number) {
  return useQuery({ queryKey: ['admin-settings', 'outbox', page], queryFn: () => adminSettingsApi.outbox(page) });
}
