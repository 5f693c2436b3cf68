import styled from 'styled-components';
import { Muted } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';
import { MAX_NIGHTS } from '../lib/dates';

/** Empty, it takes no space; kept in the page so a screen reader reads its first message. */
const Notice = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  margin: 0;
  &:not(:empty) {
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * Says that a check-out typed past the longest stay was moved back to it (`checkOut`, the day it
 * was cut to; null says nothing), so the shorter stay does not come as a surprise.
 */
export function StayCapNotice({ checkOut }: { checkOut: string | null }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  return (
    <Notice role="status" data-testid="stay-capped">
      {checkOut ? t('stayCapped', { count: MAX_NIGHTS, date: formatDate(checkOut, i18n.language) }) : ''}
    </Notice>
  );
}
