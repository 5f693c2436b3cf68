import type {
  TaxiEstimate,
  TaxiEstimateRequest,
  TaxiRates,
  TransferSearchRequest,
  TransferSearchResponse,
  TransfersConfig,
  VehicleAdmin,
  VehicleAdminList,
  VehicleListResponse,
  VehicleUpdate,
  VehicleView,
} from '@trabzon/contracts';
import { http } from './http';

export type {
  PlaceView,
  TaxiEstimate,
  TaxiEstimateRequest,
  TaxiRates,
  TransferLocation,
  TransferSearchRequest,
  TransferSearchResponse,
  TransfersConfig,
  VehicleAdmin,
  VehicleOption,
  VehicleUpdate,
  VehicleView,
  CarRentalBookingDetails,
  TransferBookingDetails,
  ServiceType,
  PlaceCode,
  LocationCode,
  RentalType,
} from '@trabzon/contracts';

/** Car rentals, transfers and taxis (/api/transfers/*, /api/admin/transfers/*). */
export const transfersApi = {
  async config(): Promise<TransfersConfig> {
    return (await http.get<TransfersConfig>('/transfers/config')).data;
  },
  async vehicles(service?: 'car_rental' | 'transfer'): Promise<VehicleView[]> {
    return (await http.get<VehicleListResponse>('/transfers/vehicles', { params: service ? { service } : {} })).data.results;
  },
  async search(request: TransferSearchRequest): Promise<TransferSearchResponse> {
    return (await http.post<TransferSearchResponse>('/transfers/search', request)).data;
  },
  async taxiEstimate(request: TaxiEstimateRequest): Promise<TaxiEstimate> {
    return (await http.post<TaxiEstimate>('/transfers/taxi/estimate', request)).data;
  },
  async adminVehicles(): Promise<VehicleAdmin[]> {
    return (await http.get<VehicleAdminList>('/admin/transfers/vehicles')).data.results;
  },
  async updateVehicle(id: string, update: VehicleUpdate): Promise<VehicleAdmin> {
    return (await http.put<VehicleAdmin>(`/admin/transfers/vehicles/${encodeURIComponent(id)}`, update)).data;
  },
  async taxiRates(): Promise<TaxiRates> {
    return (await http.get<TaxiRates>('/admin/transfers/taxi-rates')).data;
  },
  async saveTaxiRates(rates: TaxiRates): Promise<TaxiRates> {
    return (await http.put<TaxiRates>('/admin/transfers/taxi-rates', rates)).data;
  },
};
