import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Map as LeafletMapInstance } from 'leaflet';
import type { TransfersConfig } from '@trabzon/api-client';
import { Button, Muted, Spinner, useModalDialog } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { formatPoint, type LatLng, type Which } from '../../model/search';
import { locate, type GeoMessage } from './geolocation';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** Spec section 9: a closed map is removed 300 ms later (after the dialog's closing). */
export const MAP_REMOVAL_MS = 300;

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0;
  width: min(860px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::backdrop {
    background: rgba(5, 15, 25, 0.6);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const MapBox = styled.div`
  position: relative;
  height: min(420px, 55vh);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .transfers-chosen-marker span {
    display: block;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    border: 3px solid ${({ theme }) => theme.colors.onAccent};
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Coordinates = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
`;

export interface MapModalProps {
  open: boolean;
  which: Which;
  /** The point already chosen for this field, if any. */
  initial: LatLng | null;
  config: TransfersConfig;
  rtl: boolean;
  onCancel: () => void;
  onConfirm: (point: LatLng) => void;
  /** For tests: the geolocation API (default: navigator.geolocation). */
  geolocation?: Geolocation | undefined;
}

export function inArea(area: TransfersConfig['serviceArea'], point: LatLng): boolean {
  return point.lat >= area.south && point.lat <= area.north && point.lng >= area.west && point.lng <= area.east;
}

/**
 * 'Select Pickup Location' / 'Select Drop-off Location': click the map (or a place's marker) or use
 * the browser's position, then Confirm Location. Every geolocation failure shows its spec message.
 */
export function MapModal({ open, which, initial, config, rtl, onCancel, onConfirm, geolocation }: MapModalProps) {
  const { t } = useTranslation('transfers');
  const { titleId, dialogProps } = useModalDialog(open, onCancel);
  const [mounted, setMounted] = useState(open);
  const [point, setPoint] = useState<LatLng | null>(initial);
  const [message, setMessage] = useState<GeoMessage | 'outsideArea' | null>(null);
  const [locating, setLocating] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const mapRef = useRef<LeafletMapInstance | null>(null);
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    if (open) {
      setMounted(true);
      setPoint(initialRef.current);
      setMessage(null);
      return undefined;
    }
    const timer = setTimeout(() => setMounted(false), MAP_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const onReady = useCallback((map: LeafletMapInstance | null) => {
    mapRef.current = map;
  }, []);
  const onTileError = useCallback(() => setTilesFailed(true), []);

  const choose = useCallback(
    (next: LatLng) => {
      if (!inArea(config.serviceArea, next)) {
        setMessage('outsideArea');
        return;
      }
      setMessage(null);
      setPoint(next);
      mapRef.current?.setView([next.lat, next.lng], config.map.pointZoom);
    },
    [config],
  );

  const locateMe = async () => {
    setMessage(null);
    setLocating(true);
    const api = geolocation !== undefined ? geolocation : typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    const result = await locate(api, mapRef.current !== null);
    setLocating(false);
    if (result.ok) choose(result.point);
    else setMessage(result.message);
  };

  const title = which === 'pickup' ? t('map.titlePickup') : t('map.titleDropoff');
  const start = initial ?? config.map.centre;
  return (
    <Dialog {...dialogProps} aria-labelledby={titleId} data-testid="map-modal">
      {mounted && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
          </Head>
          <Body>
            <Muted>{which === 'pickup' ? t('map.hintPickup') : t('map.hintDropoff')}</Muted>
            <MapBox data-testid="map-box" aria-label={t('map.label')} role="region">
              <Suspense fallback={<Spinner />}>
                <LeafletMap
                  centre={start}
                  zoom={initial ? config.map.pointZoom : config.map.zoom}
                  point={point}
                  places={config.places}
                  tileUrl={config.map.tileUrl}
                  attribution={config.map.attribution}
                  rtl={rtl}
                  onPick={choose}
                  onReady={onReady}
                  onTileError={onTileError}
                />
              </Suspense>
            </MapBox>
            {tilesFailed && (
              <Muted data-testid="tiles-unavailable" role="status">
                {t('map.tilesUnavailable')}
              </Muted>
            )}
            <Row>
              <span data-testid="map-selected">
                {point ? t('map.selected', { point: '' }) : t('map.noPoint')}
                {point && <Coordinates>{formatPoint(point)}</Coordinates>}
              </span>
              <Button type="button" $variant="secondary" onClick={() => void locateMe()} disabled={locating}>
                {locating ? t('map.locating') : t('map.useMyLocation')}
              </Button>
            </Row>
            {message && (
              <Alert role="alert" data-testid="map-message">
                {message === 'outsideArea' ? t('map.outsideArea') : t(`geo.${message}`)}
              </Alert>
            )}
            <Actions>
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t('map.cancel')}
              </Button>
              <Button type="button" disabled={!point} onClick={() => point && onConfirm(point)}>
                {t('map.confirm')}
              </Button>
            </Actions>
          </Body>
        </>
      )}
    </Dialog>
  );
}
