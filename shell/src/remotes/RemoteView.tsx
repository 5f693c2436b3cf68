import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ErrorPanel, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { RemoteDescriptor } from './registry';

/**
 * What an exposed module answers: its component, and optionally `ready`, a promise the shell awaits
 * before rendering it (a remote whose texts load one language at a time exports their loading).
 */
type RemoteModule = { default: ComponentType; ready?: Promise<unknown> };

/** Loaded remote modules, so moving between a remote's routes does not fetch it again. */
const loaded = new Map<string, ComponentType>();
/** Loads under way, so a prefetch (hover) and the visit that follows share one loadRemote call. */
const loading = new Map<string, Promise<ComponentType>>();
/**
 * The latest load of each remote. A remote's modules load one after another: two first loads of
 * one entry at once (a home widget loading while a hover prefetches the remote's App) could leave
 * one of them waiting for good, its screen stuck on the spinner.
 */
const queues = new Map<string, Promise<unknown>>();

async function loadRemoteModule(remote: RemoteDescriptor, module: string, attempt: number): Promise<ComponentType> {
  const key = `${remote.name}/${module}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  if (attempt > 0) {
    // A failed entry may be half-registered: register it afresh so the runtime fetches it again.
    registerRemotes([{ name: remote.name, entry: new URL(remote.entry, window.location.href).href }], {
      force: true,
    });
  }
  const pending = loading.get(key);
  if (pending && attempt === 0) return pending;
  // A retry does not wait behind a load that may never end.
  const before = attempt > 0 ? Promise.resolve() : (queues.get(remote.name) ?? Promise.resolve());
  const load = before
    .then(() => loadRemote<RemoteModule>(key))
    .then(async (exports) => {
      if (!exports?.default) throw new Error(`${key} has no default export`);
      await exports.ready;
      loaded.set(key, exports.default);
      return exports.default;
    })
    .finally(() => {
      if (loading.get(key) === load) loading.delete(key);
    });
  loading.set(key, load);
  queues.set(
    remote.name,
    load.catch(() => undefined),
  );
  return load;
}

/**
 * Loads a remote's entry and its exposed module ahead of a visit (pointer resting on, or focus
 * on, a link to one of its routes), so opening it then needs no script request. Failures are
 * left for the visit itself to report and retry.
 */
export function prefetchRemoteModule(remote: RemoteDescriptor, module = 'App'): void {
  if (loaded.has(`${remote.name}/${module}`)) return;
  loadRemoteModule(remote, module, 0).catch(() => undefined);
}

interface BoundaryProps {
  onError: (error: Error) => void;
  resetKey: number;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so it cannot take the page down. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: number }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: number }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

interface RemoteViewProps {
  remote: RemoteDescriptor;
  module?: string;
  fallback?: ReactNode;
  ownPage?: boolean;
}

/**
 * Shows a module a remote exposes (its `App`, or a home widget), or a translated error panel with
 * a retry when it cannot be loaded or throws; nothing outside this area is affected. `fallback`
 * replaces the spinner while the module loads (e.g. a placeholder of the module's size).
 * `ownPage`: the module draws the whole page, its <main> included (a bare remote), so until it
 * shows, the spinner or the error panel stands in a <main> of its own.
 */
export function RemoteView({ remote, module = 'App', fallback, ownPage = false }: RemoteViewProps) {
  const { t } = useTranslation('common');
  const key = `${remote.name}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const App = loaded.get(key);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    // Loaded meanwhile (a hover's prefetch may finish between the first render and this effect):
    // show it, or the screen would wait on its spinner for good.
    const ready = loaded.get(key);
    if (ready && attempt === 0) {
      // Only a screen still loading switches: one that failed while rendering keeps its panel.
      setState((current) => (current.status === 'loading' ? { status: 'ready', App: ready } : current));
      return;
    }
    setState({ status: 'loading' });
    loadRemoteModule(remote, module, attempt).then(
      (App) => active && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote module ${key} failed to load`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, module, key, attempt]);

  const retry = useCallback(() => {
    loaded.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);
  const onRenderError = useCallback(() => setState({ status: 'failed' }), []);

  const withOwnMain = (content: ReactNode) => (ownPage ? <main id="main">{content}</main> : content);
  if (state.status === 'loading') return withOwnMain(fallback ?? <Spinner />);
  if (state.status === 'failed') {
    return withOwnMain(
      <div data-testid="remote-error" data-remote={remote.name} data-module={module}>
        <ErrorPanel title={t('remoteError.title')} message={t('remoteError.body')} onRetry={retry} />
      </div>,
    );
  }
  const { App } = state;
  return (
    <RemoteErrorBoundary onError={onRenderError} resetKey={attempt}>
      <App />
    </RemoteErrorBoundary>
  );
}
