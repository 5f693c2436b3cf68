import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Map as LeafletMapInstance } from 'leaflet';
import type { TransfersConfig } from '@trabzon/api-client';
import { Button, Muted, Spinner, useModalDialog } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { inServiceArea } from '@trabzon/contracts/service-area';
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
    outline-offset: -3px;
  }
`;

/** The map's centre, the point "Use the point at the centre of the map" (or Enter on the map) chooses. */
const Crosshair = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  width: 32px;
  height: 32px;
  margin-block-start: -16px;
  margin-inline-start: -16px;
  z-index: 500; /* above Leaflet's map pane (400, its tiles and markers), below its controls (800) */
  pointer-events: none;
  &::before,
  &::after {
    content: '';
    position: absolute;
    background: ${({ theme }) => theme.colors.text};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.surface};
  }
  &::before {
    inset-block-start: 15px;
    inset-inline: 0;
    height: 2px;
  }
  &::after {
    inset-inline-start: 15px;
    inset-block: 0;
    width: 2px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
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
  /** The map's places and tiles; null when they could not be loaded (the dialog says the map is not available). */
  config: TransfersConfig | null;
  rtl: boolean;
  onCancel: () => void;
  onConfirm: (point: LatLng) => void;
  /** For tests: the geolocation API (default: navigator.geolocation). */
  geolocation?: Geolocation | undefined;
}

/**
 * 'Select Pickup Location' / 'Select Drop-off Location': click the map (or a place's marker) or use
 * the browser's position, then Confirm Location. Every geolocation failure shows its spec message.
 * By keyboard: pan the map with the arrow keys until the crosshair is on the point, then press
 * "Use the point at the centre of the map" (or Enter on the map), or Enter on a place's marker.
 * The chosen point is announced politely (role=status).
 */
export function MapModal({ open, which, initial, config, rtl, onCancel, onConfirm, geolocation }: MapModalProps) {
  const { t } = useTranslation('transfers');
  const { titleId, dialogProps } = useModalDialog(open, onCancel);
  const keyboardHintId = useId();
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
      // The API's own check (its box and the coast): a point in the sea is refused here, at once.
      if (!inServiceArea(next)) {
        setMessage('outsideArea');
        return;
      }
      setMessage(null);
      setPoint(next);
      if (config) mapRef.current?.setView([next.lat, next.lng], config.map.pointZoom);
    },
    [config],
  );

  /** The point under the crosshair: the map's centre (panned there with the arrow keys). */
  const chooseCentre = () => {
    const map = mapRef.current;
    if (!map) return setMessage('mapUnavailable');
    const centre = map.getCenter();
    choose({ lat: centre.lat, lng: centre.lng });
  };

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
  const start = initial ?? config?.map.centre;
  return (
    <Dialog {...dialogProps} aria-labelledby={titleId} data-testid="map-modal">
      {mounted && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
          </Head>
          {!config || !start ? (
            // The map's places and tiles could not be loaded: said in the dialog the button opened, which Cancel closes.
            <Body>
              <Alert role="alert" data-testid="map-message">
                {t('geo.mapUnavailable')}
              </Alert>
              <Actions>
                <Button type="button" $variant="secondary" onClick={onCancel}>
                  {t('map.cancel')}
                </Button>
              </Actions>
            </Body>
          ) : (
            <Body>
              <Muted>{which === 'pickup' ? t('map.hintPickup') : t('map.hintDropoff')}</Muted>
              <Muted id={keyboardHintId} data-testid="map-keyboard-hint">
                {t('map.keyboardHint')}
              </Muted>
              <MapBox data-testid="map-box" aria-label={t('map.label')} role="region">
                <Crosshair aria-hidden="true" data-testid="map-crosshair" />
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
                    describedBy={keyboardHintId}
                  />
                </Suspense>
              </MapBox>
              {tilesFailed && (
                <Muted data-testid="tiles-unavailable" role="status">
                  {t('map.tilesUnavailable')}
                </Muted>
              )}
              <Row>
                {/* A polite live region: the point chosen by click, key, marker or position is announced. */}
                <span data-testid="map-selected" role="status">
                  {point ? t('map.selected', { point: '' }) : t('map.noPoint')}
                  {point && <Coordinates>{formatPoint(point)}</Coordinates>}
                </span>
                <Buttons>
                  <Button type="button" $variant="secondary" onClick={chooseCentre} data-testid="map-use-centre">
                    {t('map.useCentre')}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => void locateMe()} disabled={locating}>
                    {locating ? t('map.locating') : t('map.useMyLocation')}
                  </Button>
                </Buttons>
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
          )}
        </>
      )}
    </Dialog>
  );
}
