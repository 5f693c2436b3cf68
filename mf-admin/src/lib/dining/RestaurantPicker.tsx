import { useSearchParams } from '@trabzon/router';
import { SelectField } from '../../components/fields';
import { pickText } from '../translated';
import { useDiningText } from './i18n';
import { useAdminRestaurants } from './useRestaurantOptions';

/** The restaurant a screen works on, kept in the URL (?restaurant=id) so a reload keeps it. */
export function useChosenRestaurant(): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const list = useAdminRestaurants();
  const asked = params.get('restaurant') ?? '';
  const first = list.data?.results[0]?._id ?? '';
  const id = asked && list.data?.results.some((r) => r._id === asked) ? asked : first;
  const choose = (next: string) => {
    const copy = new URLSearchParams(params);
    copy.set('restaurant', next);
    setParams(copy);
  };
  return [id, choose];
}

export function RestaurantPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t, i18n } = useDiningText();
  const list = useAdminRestaurants();
  return (
    <SelectField label={t('common.restaurant')} value={value} onChange={(e) => onChange(e.target.value)} data-testid="restaurant-picker">
      {(list.data?.results ?? []).map((r) => (
        <option key={r._id} value={r._id}>
          {pickText(r.name, i18n.language)}
          {r.active ? '' : ` (${t('common.inactive')})`}
        </option>
      ))}
    </SelectField>
  );
}
