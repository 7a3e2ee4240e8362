import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  homeHref?: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Last line of defence around the whole app (React still needs a class for this). Errors inside routes
 * are caught earlier by the router's errorElement; this catches the providers and the router itself.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('app.error_boundary', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} homeHref={this.props.homeHref} />;
    return this.props.children;
  }
}
