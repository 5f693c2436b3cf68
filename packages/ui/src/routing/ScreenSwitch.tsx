import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { matchPath, useLocation } from '@trabzon/router';
import { Spinner } from '../components/Spinner';

/** One screen of a remote and the absolute path it answers (react-router syntax). */
export interface ScreenRoute {
  path: string;
  Screen: ComponentType;
  /**
   * Starts the screen's first data loads for an address, with the same query keys the screen uses,
   * before the screen can render (see prefetchScreenData).
   */
  prefetch?: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

/**
 * Called when a remote's module is evaluated: on the page's first address, the screen's data comes
 * while the remote's texts and first render are still on their way, not after them. Any other
 * address (a remote loaded ahead, on a hover) prefetches nothing.
 */
export function prefetchScreenData(routes: ScreenRoute[], location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, location.pathname);
    if (match) {
      try {
        route.prefetch?.(match.params, new URLSearchParams(location.search));
      } catch {
        // Only a head start is lost: the screen loads its data itself.
      }
      return;
    }
  }
}

const ScreenParamsContext = createContext<Record<string, string | undefined>>({});

/** The parameters of the path the current screen matched (e.g. `id` of /hotels/:id). */
export function useScreenParams(): Record<string, string | undefined> {
  return useContext(ScreenParamsContext);
}

/**
 * A screen in a chunk of its own, loaded when first shown: for a remote's less visited screens, so
 * the others (and a hover's prefetch of the remote) do not download what only they use.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazyComponent(() => load().then((module) => module[name] as ComponentType));
}

/**
 * A component loaded when first rendered, from a loader that gives the component itself (React.lazy
 * wants a module with a default export): `lazyComponent(() => import('./Form').then((m) => m.Form))`.
 * Render it inside a Suspense boundary (and a LoadBoundary where a failed load must not take the
 * page down); call the same import ahead of time to prefetch it. A load that failed is tried again
 * at the next render (React.lazy alone keeps the failure for good).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>): C {
  const make = (): LazyExoticComponent<C> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = make();
          throw error;
        },
      ),
    );
  let current = make();
  const LazyPart = (props: ComponentProps<C>) => createElement(current, props);
  return LazyPart as unknown as C;
}

/**
 * Picks a remote's screen from the current location. The shell mounts a remote on the paths the
 * registry gives it; the remote decides which of its screens that path is, so both agree on one
 * route list and the remote needs no router of its own.
 */
export function ScreenSwitch({ routes, fallback }: { routes: ScreenRoute[]; fallback: ReactNode }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const { Screen } = route;
      return (
        <ScreenParamsContext.Provider value={match.params}>
          <Suspense fallback={<Spinner />}>
            <Screen />
          </Suspense>
        </ScreenParamsContext.Provider>
      );
    }
  }
  return <>{fallback}</>;
}
