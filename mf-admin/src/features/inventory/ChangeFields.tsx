import { TextField } from '@trabzon/ui';
import { FieldGrid } from '../../components/fields';
import { INVENTORY_BOUNDS } from './model/bounds';
import type { InventoryFormMessage } from './model/messages';
import { useInventoryText } from './useInventoryText';

export const NUMBER_FIELDS = [
  'totalRooms',
  'availableRooms',
  'basePrice',
  'priceModifier',
  'seasonalAdjustment',
  'promotionDiscount',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
type ChangeField = NumberField | 'promotionCode';

const STEP: Record<NumberField, string> = {
  totalRooms: '1',
  availableRooms: '1',
  basePrice: '0.01',
  priceModifier: '0.01',
  seasonalAdjustment: '0.1',
  promotionDiscount: '0.1',
};

interface ChangeFieldsProps {
  values: Record<ChangeField, string>;
  onChange: (field: ChangeField, value: string) => void;
  errors: Partial<Record<ChangeField, InventoryFormMessage>>;
  /** The API's refusal of a field's value, said there (in the page's language) when the field has no error of its own. */
  refusals?: Partial<Record<ChangeField, string>>;
  idOf: (field: string) => string;
  /** Fields that must be filled in (the add and edit forms); the bulk form leaves all optional. */
  required?: readonly ChangeField[];
  /** Bulk form: say that an empty field leaves the nights as they are. */
  placeholder?: string;
  /** Test ids: `<prefix>-<field>`. */
  testPrefix: string;
}

/** Rooms, prices, modifiers and the promotion of a night (or of many, in the bulk form). */
export function ChangeFields({ values, onChange, errors, refusals = {}, idOf, required = [], placeholder, testPrefix }: ChangeFieldsProps) {
  const { t, message } = useInventoryText();
  const hints: Partial<Record<ChangeField, string>> = {
    priceModifier: t('inventory.fields.priceModifierHint'),
    seasonalAdjustment: t('inventory.fields.seasonalHint'),
  };
  return (
    <FieldGrid>
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field}
          id={idOf(field)}
          label={t(`inventory.fields.${field}`)}
          type="number"
          inputMode="decimal"
          min={INVENTORY_BOUNDS[field].min}
          max={INVENTORY_BOUNDS[field].max}
          step={STEP[field]}
          value={values[field]}
          required={required.includes(field)}
          placeholder={placeholder}
          error={message(errors[field]) ?? refusals[field] ?? null}
          hint={hints[field]}
          onChange={(e) => onChange(field, e.target.value)}
          data-testid={`${testPrefix}-${field}`}
        />
      ))}
      <TextField
        id={idOf('promotionCode')}
        label={t('inventory.fields.promotionCode')}
        value={values.promotionCode}
        maxLength={40}
        placeholder={placeholder}
        onChange={(e) => onChange('promotionCode', e.target.value)}
        data-testid={`${testPrefix}-promotionCode`}
      />
    </FieldGrid>
  );
}
