import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the area once it failed; `retry` renders the area again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
  onRetry: () => void;
  /** Told of each error; true when the area should render again at once (another build). */
  onError?: (error: unknown) => boolean;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page stays. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[shell] remote area failed', error, info.componentStack);
    if (this.props.onError?.(error)) this.retry();
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
