import { useEffect, useMemo } from 'react';
import {
  GeoJSON,
  MapContainer,
  Marker,
  Pane,
  TileLayer,
  Tooltip,
  ZoomControl,
  AttributionControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { LeafletKeyboardEvent, Map as LeafletMapInstance } from 'leaflet';
import type { Feature, Polygon } from 'geojson';
import { useTheme } from 'styled-components';
import type { PlaceView } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { LAND_RING } from '@trabzon/contracts/service-area';
import { L, defaultIcon } from './leaflet-setup';
import type { LatLng } from '../../model/search';

/** The offline base layer: the very land a chosen point is checked against (inServiceArea). */
const LAND: Feature<Polygon> = {
  type: 'Feature',
  properties: { name: 'land' },
  geometry: { type: 'Polygon', coordinates: [LAND_RING.map(([lng, lat]) => [lng, lat])] },
};

/** The chosen point's marker: the accent colour, so it stands apart from the six places. */
const chosenIcon = L.divIcon({
  className: 'transfers-chosen-marker',
  html: '<span></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export interface LeafletMapProps {
  centre: LatLng;
  zoom: number;
  point: LatLng | null;
  places: PlaceView[];
  tileUrl: string;
  attribution: string;
  rtl: boolean;
  onPick: (point: LatLng) => void;
  onReady: (map: LeafletMapInstance | null) => void;
  onTileError: () => void;
  /** The id of the text telling keyboard users how to choose a point (the focusable map's description). */
  describedBy?: string | undefined;
}

/** Enter or Space: the keys that press a button. */
const isPressKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar';

function Events({ onPick, onReady, describedBy }: Pick<LeafletMapProps, 'onPick' | 'onReady' | 'describedBy'>) {
  const map = useMap();
  useEffect(() => {
    onReady(map);
    return () => onReady(null);
  }, [map, onReady]);
  useEffect(() => {
    const container = map.getContainer();
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    return () => container.removeAttribute('aria-describedby');
  }, [map, describedBy]);
  useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
    // The focused map (not a marker or a zoom button in it): Enter or Space chooses the point under
    // the crosshair at its centre, after panning with the arrow keys.
    keydown: (event: LeafletKeyboardEvent) => {
      if (event.originalEvent.target !== map.getContainer() || !isPressKey(event.originalEvent)) return;
      event.originalEvent.preventDefault();
      const centre = map.getCenter();
      onPick({ lat: centre.lat, lng: centre.lng });
    },
  });
  return null;
}

/** A place's marker (a focusable role=button image): a click, Enter or Space chooses the place. */
function placeEvents(place: PlaceView, onPick: (point: LatLng) => void) {
  const pick = () => onPick({ lat: place.lat, lng: place.lng });
  return {
    click: pick,
    keydown: (event: LeafletKeyboardEvent) => {
      if (!isPressKey(event.originalEvent)) return;
      event.originalEvent.preventDefault(); // Space would scroll the page
      pick();
    },
  };
}

/**
 * The Leaflet map: an offline land layer (Natural Earth, shipped) in a pane BELOW the tiles, so the
 * coast shows whether or not a tile server answers; the tiles from the configured template; the six
 * places as markers; the chosen point. Zoom and attribution sit on the reading side's start.
 * By keyboard: the arrow keys pan the focused map and Enter or Space chooses its centre; a place's
 * marker is a button that Enter or Space chooses.
 */
export default function LeafletMap({
  centre,
  zoom,
  point,
  places,
  tileUrl,
  attribution,
  rtl,
  onPick,
  onReady,
  onTileError,
  describedBy,
}: LeafletMapProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation('transfers');
  const landStyle = useMemo(
    () => ({ color: theme.colors.success, weight: 1.5, fillColor: theme.colors.success, fillOpacity: 0.28 }),
    [theme.colors.success],
  );
  const tileEvents = useMemo(() => ({ tileerror: onTileError }), [onTileError]);
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={zoom}
      zoomControl={false}
      attributionControl={false}
      style={{ height: '100%', width: '100%', background: theme.colors.surfaceAlt }}
      data-testid="transfers-map"
    >
      <Pane name="base" style={{ zIndex: 150 }}>
        <GeoJSON data={LAND} style={() => landStyle} pane="base" interactive={false} />
      </Pane>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      {/* Leaflet's own titles (and names) are English; the control reads its props once, hence the key. */}
      <ZoomControl
        key={i18n.language}
        position={rtl ? 'topright' : 'topleft'}
        zoomInTitle={t('map.zoomIn')}
        zoomOutTitle={t('map.zoomOut')}
      />
      <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} prefix={false} />
      {places.map((place) => (
        <Marker
          key={place.code}
          position={[place.lat, place.lng]}
          icon={defaultIcon}
          title={place.name}
          alt={place.name}
          eventHandlers={placeEvents(place, onPick)}
        >
          <Tooltip direction="top">{place.name}</Tooltip>
        </Marker>
      ))}
      {point && <Marker position={[point.lat, point.lng]} icon={chosenIcon} interactive={false} />}
      <Events onPick={onPick} onReady={onReady} describedBy={describedBy} />
    </MapContainer>
  );
}
