import styled from 'styled-components';

/** Centred page column with the site's side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** A screen's main area: vertical rhythm between the header and the footer. */
export const Page = styled(Container).attrs({ as: 'section' })`
  padding-block: ${({ theme }) => theme.space(8)};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
