import { Component, type ReactNode } from 'react';
import { AppErrorPage } from './screens/AppErrorPage';

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * A render error anywhere below shows 'Unexpected Application Error!' instead of a blank
 * page. Give it a `key` that changes with the route so moving on to another screen recovers.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <AppErrorPage error={this.state.error} /> : this.props.children;
  }
}
