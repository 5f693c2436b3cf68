import { useRef } from 'react';
import styled from 'styled-components';
import { RemoteView } from '../../../remotes/RemoteView';
import type { RemoteDescriptor } from '../../../remotes/registry';
import { useNearOrIdle } from '../model/useNearOrIdle';

/**
 * Heights the widgets take once loaded with the default seed (measured at 1280 × 720 and 412 × 823),
 * reserved while their scripts are not there yet so that what follows moves as little as possible
 * when they arrive. They load 400 px before they scroll into view, so any difference is off screen.
 */
export const WIDGET_HEIGHTS: Record<string, { wide: number; narrow: number }> = {
  FeaturedDestinations: { wide: 166, narrow: 1188 },
  FeaturedHotels: { wide: 1201, narrow: 3634 },
  FeaturedPackages: { wide: 529, narrow: 1571 },
  SpecialOffers: { wide: 1290, narrow: 3802 },
};
const DEFAULT_HEIGHT = { wide: 400, narrow: 1200 };

/**
 * The widget's box. While the widget is loading (its scripts: `aria-busy` here; its data: `aria-busy`
 * inside, which every home widget sets) it keeps the reserved height, so the widget's own smaller
 * loading state (a spinner, one row of skeletons) does not pull what follows up and push it back
 * down when the cards come (a layout shift of about 0.5 for a visitor who had scrolled down).
 */
const Holder = styled.div<{ $wide: number; $narrow: number }>`
  &[aria-busy='true'],
  &:has([aria-busy='true']) {
    min-height: ${({ $narrow }) => $narrow}px;
    @media (min-width: 700px) {
      min-height: ${({ $wide }) => $wide}px;
    }
  }
`;

const Placeholder = styled.div<{ $wide: number; $narrow: number }>`
  min-height: ${({ $narrow }) => $narrow}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  @media (min-width: 700px) {
    min-height: ${({ $wide }) => $wide}px;
  }
`;

/**
 * A home widget from a remote that loads when it comes near the viewport or when the browser is
 * idle (so it still arrives without a scroll), never on the first render: the remote's entry and
 * the widget's chunks stay off the critical path of `/`. Until then a block of its size holds its place.
 */
export function DeferredWidget({ remote, module }: { remote: RemoteDescriptor; module: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useNearOrIdle(ref);
  const height = WIDGET_HEIGHTS[module] ?? DEFAULT_HEIGHT;
  const placeholder = <Placeholder data-testid="widget-placeholder" aria-hidden="true" $wide={height.wide} $narrow={height.narrow} />;
  return (
    <Holder ref={ref} aria-busy={!ready || undefined} $wide={height.wide} $narrow={height.narrow}>
      {ready ? <RemoteView remote={remote} module={module} fallback={placeholder} /> : placeholder}
    </Holder>
  );
}
