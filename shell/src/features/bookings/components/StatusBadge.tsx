import styled from 'styled-components';
import type { BookingStatus } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

const Pill = styled.span<{ $status: BookingStatus }>`
  display: inline-block;
  padding-inline: ${({ theme }) => theme.space(2)};
  padding-block: 2px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${({ theme, $status }) =>
    $status === 'confirmed' || $status === 'completed'
      ? theme.colors.success
      : $status === 'cancelled'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Pill $status={status} data-testid="booking-status" data-status={status}>
      {t(`status.${status}`)}
    </Pill>
  );
}
