import styled from 'styled-components';
import { Button } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(8)};
  .flip {
    display: inline-block;
  }
  html[dir='rtl'] & .flip {
    transform: scaleX(-1);
  }
`;

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The id of "Page 2 of 5", which describes the results' heading too. */
  pageOfId?: string;
}

/** Previous and next page, with where the reader is ("Page 2 of 5"). */
export function Pager({ page, pages, onPage, pageOfId }: PagerProps) {
  const { t } = useTranslation(HOTELS_NS);
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('list.pagination')} data-testid="hotels-pager">
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true" className="flip">
          ‹
        </span>{' '}
        {t('list.previous')}
      </Button>
      <span id={pageOfId} aria-current="page">
        {t('list.pageOf', { page, pages })}
      </span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}{' '}
        <span aria-hidden="true" className="flip">
          ›
        </span>
      </Button>
    </Nav>
  );
}
