import styled from 'styled-components';
import { CardFrame, SkeletonBlock as Block } from '@trabzon/ui';
import { CardBody } from './HotelCard';

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
