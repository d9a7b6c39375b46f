import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { StatusScreen } from './components/status-screen';
import { retryFailedScreenLoads } from './routes/lazy-screen';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Runs before the children render again (e.g. React Query's reset, so failed queries refetch). */
  onReset?: () => void;
  /** Extra content above the message, e.g. a page header with a back action. */
  header?: ReactNode;
}

/** Catches a render error below it and offers 'Something went wrong' with a retry. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { error: unknown; attempt: number }> {
  override state = { error: undefined as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedScreenLoads();
    this.props.onReset?.();
    this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }));
  };

  override render() {
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
