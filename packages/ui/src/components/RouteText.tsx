import { isolateCoordinates, useTranslation } from '@trabzon/i18n';

/**
 * "Trabzon Airport (TZX) → Uzungöl": where a rental, transfer or taxi starts and ends (`routeEnds`
 * of '@trabzon/contracts/booking-service' reads it from a booking), the arrow
 * pointing from the pickup to the drop-off the way the page reads ("←" in Arabic, read right to
 * left). Each place is isolated, so a Latin name or a map point's numbers on an Arabic page cannot
 * pull the arrow into their own left-to-right run; a map point's coordinates are isolated left to
 * right inside it (isolateCoordinates), or an Arabic page reverses them.
 */
export function RouteText({
  from,
  to,
  back = false,
}: {
  from: string;
  to: string;
  /** A round trip: the way back too ("TZX → IST → TZX"). */ back?: boolean;
}) {
  const { i18n } = useTranslation();
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <>
      <bdi>{isolateCoordinates(from)}</bdi> {arrow} <bdi>{isolateCoordinates(to)}</bdi>
      {back && (
        <>
          {' '}
          {arrow} <bdi>{isolateCoordinates(from)}</bdi>
        </>
      )}
    </>
  );
}
