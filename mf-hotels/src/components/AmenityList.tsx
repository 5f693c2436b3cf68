import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';
import { splitAmenities } from '../lib/cards';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Chip = styled.li`
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const More = styled(Chip)`
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

interface AmenityListProps {
  amenities: readonly { key: string; name: string }[];
  /** How many to name before the '+N' badge; all when omitted. */
  limit?: number;
}

/** Amenities as chips: the first `limit`, then a '+N' badge for the rest. */
export function AmenityList({ amenities, limit }: AmenityListProps) {
  const { t } = useTranslation(HOTELS_NS);
  const { visible, more } = splitAmenities(amenities, limit ?? amenities.length);
  if (amenities.length === 0) return null;
  return (
    <List aria-label={t('amenities.label')}>
      {visible.map((amenity) => (
        <Chip key={amenity.key}>{amenity.name}</Chip>
      ))}
      {more > 0 && (
        <More title={t('amenities.more', { count: more })} data-testid="amenities-more">
          <span aria-hidden="true" dir="ltr">
            +{more}
          </span>
          <span className="visually-hidden">{t('amenities.more', { count: more })}</span>
        </More>
      )}
    </List>
  );
}
