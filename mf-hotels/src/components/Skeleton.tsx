import styled, { keyframes } from 'styled-components';
import { CardBody, CardFrame } from './HotelCard';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const Block = styled.div<{ $width?: string; $height?: number }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = 14 }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Picture = styled(Block)`
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: 0;
`;

/** A card's shape while its hotel loads: the same picture ratio and lines, so nothing jumps. */
export function SkeletonCard() {
  return (
    <CardFrame aria-hidden="true" data-testid="hotel-card-skeleton">
      <Picture />
      <CardBody>
        <Block $width="70%" $height={22} />
        <Block $width="35%" />
        <Block $width="50%" />
        <Block $width="60%" />
        <Block $width="85%" $height={20} />
        <Block $width="45%" $height={28} />
      </CardBody>
    </CardFrame>
  );
}
