import { Component, type ReactNode } from 'react';
import { PageLoadError } from './PageLoadError';

interface Props {
  /** A new value (the next address) clears the error, so following a link shows that page. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The address the state belongs to. */
  key: string;
}

/**
 * Catches a page that failed to render, typically its lazily loaded code failing to download, and shows
 * PageLoadError inside the shell instead of leaving a blank window.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
