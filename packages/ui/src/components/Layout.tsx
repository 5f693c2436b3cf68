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

/**
 * A detail page's content and its booking panel (an <aside>, placed first in the page's order: it
 * is what the visitor came for, and the tab order then matches what is seen). On a phone the panel
 * is above the content; from md up it is the column beside it, `$aside` wide (a grid track).
 */
export const PanelFirstColumns = styled.div<{ $aside: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) ${({ $aside }) => $aside};
    > aside {
      grid-column: 2;
      grid-row: 1;
    }
    > div {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;
