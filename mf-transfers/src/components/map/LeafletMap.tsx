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
import type { Map as LeafletMapInstance } from 'leaflet';
import type { FeatureCollection } from 'geojson';
import { useTheme } from 'styled-components';
import type { PlaceView } from '@trabzon/api-client';
import { L, defaultIcon } from './leaflet-setup';
import coast from './data/black-sea-east.json';
import type { LatLng } from '../../model/search';

const LAND = coast as unknown as FeatureCollection;

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
}

function Events({ onPick, onReady }: Pick<LeafletMapProps, 'onPick' | 'onReady'>) {
  const map = useMap();
  useEffect(() => {
    onReady(map);
    return () => onReady(null);
  }, [map, onReady]);
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The Leaflet map: an offline land layer (Natural Earth, shipped) in a pane BELOW the tiles, so the
 * coast shows whether or not a tile server answers; the tiles from the configured template; the six
 * places as markers; the chosen point. Zoom and attribution sit on the reading side's start.
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
}: LeafletMapProps) {
  const theme = useTheme();
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
      <ZoomControl position={rtl ? 'topright' : 'topleft'} />
      <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} prefix={false} />
      {places.map((place) => (
        <Marker
          key={place.code}
          position={[place.lat, place.lng]}
          icon={defaultIcon}
          title={place.name}
          alt={place.name}
          eventHandlers={{ click: () => onPick({ lat: place.lat, lng: place.lng }) }}
        >
          <Tooltip direction="top">{place.name}</Tooltip>
        </Marker>
      ))}
      {point && <Marker position={[point.lat, point.lng]} icon={chosenIcon} interactive={false} />}
      <Events onPick={onPick} onReady={onReady} />
    </MapContainer>
  );
}
