import { useState, type Dispatch, type SetStateAction } from 'react';
import type { TransfersConfig } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { routeEnd, withCustomPoint, withPlace, withoutCustomPoint, type RouteState, type Which } from '../model/search';
import { LocationField } from './LocationField';
import { MapModal } from './map/MapModal';

/**
 * The map dialog of a route form: the end it is open for (null while closed), and the end it was
 * last opened for, which it keeps showing while it closes.
 */
export function useRouteMap() {
  const [openFor, setOpenFor] = useState<Which | null>(null);
  const [lastOpened, setLastOpened] = useState<Which>('pickup');
  return {
    isOpen: openFor !== null,
    which: openFor ?? lastOpened,
    open: (which: Which) => {
      setLastOpened(which);
      setOpenFor(which);
    },
    close: () => setOpenFor(null),
  };
}

export type RouteMap = ReturnType<typeof useRouteMap>;

interface RouteProps<S extends RouteState> {
  state: S;
  setState: Dispatch<SetStateAction<S>>;
  map: RouteMap;
}

/**
 * The pickup and drop-off fields, each a place or a map point. A fragment: the form lays the two
 * fields out as children of its own. `errors`: the form's problem with an end, said at its field.
 */
export function RouteFields<S extends RouteState>({
  state,
  setState,
  map,
  labels,
  errors = {},
}: RouteProps<S> & { labels: Record<Which, string>; errors?: Partial<Record<Which, string | null>> }) {
  const field = (which: Which) => {
    const { code, point } = routeEnd(state, which);
    return (
      <LocationField
        which={which}
        label={labels[which]}
        value={code}
        point={point}
        onSelect={(place) => setState((s) => withPlace(s, which, place))}
        onOpenMap={() => map.open(which)}
        onRemove={() => setState((s) => withoutCustomPoint(s, which))}
        error={errors[which]}
      />
    );
  };
  return (
    <>
      {field('pickup')}
      {field('dropoff')}
    </>
  );
}

/**
 * The route's map dialog (once the config has its tiles and places): the point confirmed becomes that
 * end's. A map button pressed while the config loads opens the dialog once it has come; if it failed,
 * the dialog opens and says the map is not available.
 */
export function RouteMapModal<S extends RouteState>({
  state,
  setState,
  map,
  config,
  configFailed = false,
}: RouteProps<S> & { config: TransfersConfig | undefined; configFailed?: boolean }) {
  const { i18n } = useTranslation('transfers');
  if (!config && !configFailed) return null;
  return (
    <MapModal
      open={map.isOpen}
      which={map.which}
      initial={routeEnd(state, map.which).point}
      config={config ?? null}
      rtl={i18n.dir() === 'rtl'}
      onCancel={map.close}
      onConfirm={(point) => {
        const which = map.which;
        setState((s) => withCustomPoint(s, which, point));
        map.close();
      }}
    />
  );
}
