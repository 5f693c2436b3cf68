import { Component, type ReactNode } from 'react';
import { useTranslation } from '@trabzon/i18n';
import { ErrorPanel } from '../components/ErrorPanel';

/** The failed part's place: what happened, and Try again. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorPanel title={t('remoteError.title')} message={t('remoteError.body')} onRetry={onRetry} />;
}

/**
 * Around a lazily loaded part (lazyComponent) of a screen, such as a booking step: when its code
 * cannot be loaded (a dropped connection), the failure is said in its place with a Try again that
 * loads it afresh, and the rest of the screen stays as it was.
 */
export class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
