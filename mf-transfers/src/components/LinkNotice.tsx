import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { LinkNoticeBox } from '@trabzon/ui';
import type { LinkPart } from '../model/linkNotice';

const Notice = styled(LinkNoticeBox)`
  margin-block: ${({ theme }) => theme.space(3)} 0;
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
