import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import type { LinkPart } from '../model/linkNotice';

const Notice = styled.p`
  margin-block: ${({ theme }) => theme.space(3)} 0;
  margin-inline: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

interface LinkNoticeProps {
  /** The parts of the link that could not be used; none shows nothing. */
  parts: readonly LinkPart[];
  /** The most passengers the page takes (its passengers select's last option). */
  maxPassengers: number;
}

/**
 * Says which values of the link the visitor followed could not be used (as /flights and /hotels
 * do) and that the page shows the ones used instead. The status region stays in the page while it
 * is empty, so a screen reader reads the notice when it appears.
 */
export function LinkNotice({ parts, maxPassengers }: LinkNoticeProps) {
  const { t } = useTranslation('transfers');
  const sentences = parts.map((part) => t(`linkNotice.${part}`, { max: maxPassengers }));
  // A vehicle not opened has no value shown instead.
  if (parts.some((part) => part !== 'vehicle')) sentences.push(t('linkNotice.shownInstead'));
  return (
    <div role="status" data-testid="link-notice" data-parts={parts.join(' ')}>
      {parts.length > 0 && <Notice>{sentences.join(' ')}</Notice>}
    </div>
  );
}
