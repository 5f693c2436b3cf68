import { Link } from '@trabzon/router';
import styled from 'styled-components';

/**
 * A catalogue card (a hotel, a restaurant, a package): a raised panel whose name link
 * (CardLink) covers it, so a click anywhere on the card opens what it shows.
 */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /*
   * The name link covers the card and hides its own outline: the card shows the focus. With an
   * outline, which forced-colors mode (Windows High Contrast) keeps; it removes box-shadows.
   */
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The card's name link: its ::after covers the CardFrame, whose outline shows this link's focus. */
export const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;
