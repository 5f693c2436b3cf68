import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ErrorPanel, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { RemoteDescriptor } from './registry';

type RemoteModule = { default: ComponentType };

/** Loaded remote apps, so moving between a remote's routes does not fetch it again. */
const loaded = new Map<string, ComponentType>();

async function loadRemoteApp(remote: RemoteDescriptor, attempt: number): Promise<ComponentType> {
  const cached = loaded.get(remote.name);
  if (cached) return cached;
  if (attempt > 0) {
    // A failed entry may be half-registered: register it afresh so the runtime fetches it again.
    registerRemotes([{ name: remote.name, entry: new URL(remote.entry, window.location.href).href }], {
      force: true,
    });
  }
  const module = await loadRemote<RemoteModule>(`${remote.name}/App`);
  if (!module?.default) throw new Error(`${remote.name}/App has no default export`);
  loaded.set(remote.name, module.default);
  return module.default;
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

/** Shows a remote's app, or a translated error panel with a retry when it cannot be loaded. */
export function RemoteView({ remote }: { remote: RemoteDescriptor }) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const App = loaded.get(remote.name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    if (loaded.has(remote.name) && attempt === 0) return;
    setState({ status: 'loading' });
    loadRemoteApp(remote, attempt).then(
      (App) => active && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote ${remote.name} failed to load`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote.name);
    setAttempt((n) => n + 1);
  }, [remote.name]);
  const onRenderError = useCallback(() => setState({ status: 'failed' }), []);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <div data-testid="remote-error" data-remote={remote.name}>
        <ErrorPanel title={t('remoteError.title')} message={t('remoteError.body')} onRetry={retry} />
      </div>
    );
  }
  const { App } = state;
  return (
    <RemoteErrorBoundary onError={onRenderError} resetKey={attempt}>
      <App />
    </RemoteErrorBoundary>
  );
}
