import type { RestaurantAdmin } from '@trabzon/api-client';
import { useSearchParams } from '@trabzon/router';
import { SelectField } from '../../components/fields';
import { pickText } from '../translated';
import { isolatedName } from '../bidi';
import { useDiningText } from './i18n';
import { useAdminRestaurants } from './useRestaurantOptions';

/** The restaurants in the order the picker shows them: by name in the page's language (its collation). */
export function restaurantsByName(rows: readonly RestaurantAdmin[], language: string): RestaurantAdmin[] {
  const nameOf = (r: RestaurantAdmin) => pickText(r.name, language);
  return [...rows].sort((a, b) => nameOf(a).localeCompare(nameOf(b), language));
}

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
      {restaurantsByName(list.data?.results ?? [], i18n.language).map((r) => (
        <option key={r._id} value={r._id}>
          {r.active ? pickText(r.name, i18n.language) : `${isolatedName(pickText(r.name, i18n.language))} (${t('common.inactive')})`}
        </option>
      ))}
    </SelectField>
  );
}
