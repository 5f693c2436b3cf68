import { useEffect } from 'react';
import type { LeafletMapProps } from '../src/components/map/LeafletMap';

/**
 * Stand-in for the Leaflet map in happy-dom: reports a fake map and offers a "click" at a fixed point.
 * `centre` is where the map has been panned to (what getCenter answers: the crosshair's point).
 */
export const fakeMap = {
  setView: (..._args: unknown[]) => undefined,
  centre: { lat: 40.99078, lng: 39.68159 },
  getCenter() {
    return this.centre;
  },
  ready: true,
  mounted: 0,
};

export default function FakeLeafletMap({ onPick, onReady, centre, zoom, describedBy }: LeafletMapProps) {
  useEffect(() => {
    fakeMap.mounted += 1;
    onReady(fakeMap.ready ? (fakeMap as never) : null);
    return () => {
      fakeMap.mounted -= 1;
      onReady(null);
    };
  }, [onReady]);
  return (
    <div data-testid="fake-map" data-centre={`${centre.lat},${centre.lng}`} data-zoom={zoom} aria-describedby={describedBy}>
      <button type="button" onClick={() => onPick({ lat: 41.01234, lng: 39.75678 })}>
        fake map click
      </button>
      <button type="button" onClick={() => onPick({ lat: 41.0082, lng: 28.9784 })}>
        fake click in Istanbul
      </button>
      {/* 11 km off Trabzon: inside the service area's box, but in the sea. */}
      <button type="button" onClick={() => onPick({ lat: 41.1, lng: 39.75 })}>
        fake click in the sea
      </button>
    </div>
  );
}
