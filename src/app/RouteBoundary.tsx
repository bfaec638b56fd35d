import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** A new value (the next screen) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ failed: false, error: null });

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/** The error boundary of one route: a screen that fails shows RouteError, and moving to another screen clears it. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
