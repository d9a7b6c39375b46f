import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { StatusScreen } from './components/status-screen';
import { retryFailedScreenLoads } from './routes/lazy-screen';
import { reloadForNewVersion, shouldReloadForNewVersion } from './routes/stale-chunk';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Runs before the children render again (e.g. React Query's reset, so failed queries refetch). */
  onReset?: () => void;
  /** Extra content above the message, e.g. a page header with a back action. */
  header?: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  attempt: number;
  /** The error is a chunk missing after a deployment: the page reloads to the new version. */
  reloading: boolean;
}

/**
 * Catches a render error below it and offers 'Something went wrong' with a retry. A screen whose
 * chunk is gone after a deployment reloads the page once instead (the address is already the
 * screen's, so the new version opens on it); see reloadForNewVersion for why only once.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, attempt: 0, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error'), reloading: shouldReloadForNewVersion(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.reloading && reloadForNewVersion(error)) return;
    if (this.state.reloading) this.setState({ reloading: false });
    console.error('Render error', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedScreenLoads();
    this.props.onReset?.();
    this.setState((state) => ({ error: undefined, attempt: state.attempt + 1, reloading: false }));
  };

  override render() {
    // The same blank, busy page as a screen that is still loading, until the reload replaces it.
    if (this.state.reloading) return <div className="page-fallback" aria-busy="true" />;
    if (this.state.error === undefined) {
      // A new key on retry mounts the children afresh instead of re-using broken state.
      return <ErrorBoundaryChildren key={this.state.attempt}>{this.props.children}</ErrorBoundaryChildren>;
    }
    return <ErrorFallback header={this.props.header} onRetry={this.retry} />;
  }
}

function ErrorBoundaryChildren({ children }: { children: ReactNode }) {
  return children;
}

function ErrorFallback({ header, onRetry }: { header: ReactNode; onRetry: () => void }) {
  const { LL } = useI18n();
  return (
    <div className="screen">
      {header}
      <StatusScreen
        title={LL.common.error.title()}
        hint={LL.common.error.hint()}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {LL.common.retry()}
          </button>
        }
      />
    </div>
  );
}

/**
 * The router's last resort, for an error outside every page (a provider failing, a
 * chunk that cannot load): no providers are left to translate, so plain English, and
 * a full reload as the retry.
 */
export function RouteErrorFallback() {
  return (
    <div className="status-screen" role="alert">
      <h1 className="status-screen__title">Something went wrong</h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
