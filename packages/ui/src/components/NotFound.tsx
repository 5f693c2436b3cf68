import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { Page, PageTitle, Muted } from './Layout';
import { usePageTitle } from '../a11y/usePageTitle';

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSize.display}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

/** The page for a path that matches nothing. */
export function NotFound() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <Page data-testid="not-found">
      <Code aria-hidden="true">404</Code>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Muted>{t('notFound.body')}</Muted>
      <Link to="/">{t('notFound.home')}</Link>
    </Page>
  );
}
