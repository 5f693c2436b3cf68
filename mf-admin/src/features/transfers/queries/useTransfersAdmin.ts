import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transfersApi, type TaxiRates, type VehicleAdmin, type VehicleUpdate } from '@trabzon/api-client';

/** Every language's texts come in one answer, so the keys have no language part. */
export const transfersAdminKeys = {
  vehicles: ['admin', 'transfers', 'vehicles'] as const,
  taxiRates: ['admin', 'transfers', 'taxi-rates'] as const,
};

/** GET /api/admin/transfers/vehicles: every rental car and transfer vehicle, inactive ones too. */
export function useAdminVehicles() {
  return useQuery({ queryKey: transfersAdminKeys.vehicles, queryFn: () => transfersApi.adminVehicles() });
}

/**
 * PUT /api/admin/transfers/vehicles/:id. The answer is the stored vehicle: its row is replaced with
 * it, and the site's own transfer screens (same query client in the shell) load theirs again.
 */
export function useUpdateVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: VehicleUpdate }) => transfersApi.updateVehicle(id, update),
    onSuccess: (saved) => {
      client.setQueryData<VehicleAdmin[]>(transfersAdminKeys.vehicles, (rows) => rows?.map((row) => (row._id === saved._id ? saved : row)));
      void client.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
}

/** GET /api/admin/transfers/taxi-rates and PUT it. */
export function useTaxiRates() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: transfersAdminKeys.taxiRates, queryFn: () => transfersApi.taxiRates() });
  const save = useMutation({
    mutationFn: (rates: TaxiRates) => transfersApi.saveTaxiRates(rates),
    onSuccess: (saved) => {
      client.setQueryData(transfersAdminKeys.taxiRates, saved);
      // The taxi screen's configuration and estimates use the rates.
      void client.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
  return { query, save };
}
