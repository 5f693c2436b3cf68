import { useId } from 'react';
import styled from 'styled-components';
import { Label, Select } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { SORT_OPTIONS, type SortOption } from './filters';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The sort menu: popularity, price low to high, price high to low, rating. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation(HOTELS_NS);
  const id = useId();
  return (
    <Wrap>
      <Label htmlFor={id}>{t('sort.label')}</Label>
      <Select id={id} name="sort" data-testid="sort-select" value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
