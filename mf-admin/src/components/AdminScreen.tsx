import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle, usePageTitle } from '@trabzon/ui';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(6)};
  min-inline-size: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A built admin screen: its title (also the document's) and actions. It keeps the remote's screen marker
 * (`data-testid="screen"`, `data-app="mf-admin"`) that the route tests look for, plus `data-screen`.
 */
export function AdminScreen({
  screen,
  title,
  actions,
  children,
}: {
  screen: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Section data-testid="screen" data-app="mf-admin" data-screen={screen}>
      <Head>
        <PageTitle>{title}</PageTitle>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Section>
  );
}
