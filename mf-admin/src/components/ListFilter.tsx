import styled from 'styled-components';
import { TextField } from '@trabzon/ui';

const Toolbar = styled.div`
  max-inline-size: ${({ theme }) => theme.space(120)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** A list's filter: one search box above its table, narrowing the rows as the admin types. */
export function ListFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Toolbar role="search">
      <TextField label={label} type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </Toolbar>
  );
}
