import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

/**
 * One grey line or picture of a loading state (a card's skeleton): `$width` and `$height` match
 * what replaces it, so nothing below moves when it loads. It pulses, unless motion is reduced.
 */
export const SkeletonBlock = styled.div<{ $width?: string; $height?: number }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = 14 }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
