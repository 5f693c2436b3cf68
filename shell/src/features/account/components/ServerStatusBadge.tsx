import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import type { ServerStatus } from '../model/useServerStatus';

const Badge = styled.p<{ $status: ServerStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $status }) =>
      $status === 'online' ? theme.colors.success : $status === 'offline' ? theme.colors.danger : theme.colors.accent};
  }
`;

export function ServerStatusBadge({ status }: { status: ServerStatus }) {
  const { t } = useTranslation('account');
  return (
    <Badge $status={status} role="status" data-testid="server-status" data-status={status}>
      {t('status.label')}: <strong>{t(`status.${status}`)}</strong>
    </Badge>
  );
}
