import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props {
  /** Changes with every navigation: a screen that failed gets a fresh start on the next page. */
  resetKey: string;
  children: ReactNode;
}

/** Shows RouteErrorScreen instead of a blank page when a screen throws while rendering (or its chunk fails to load). */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
