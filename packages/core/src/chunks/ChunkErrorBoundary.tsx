import { Component, type ReactNode } from 'react';
import { ChunkErrorView } from './ChunkErrorView';

export type ChunkErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (e.g. the path), a shown error is cleared and the children are tried again. */
  resetKey?: unknown;
};

/**
 * Catches what a page throws while it loads or renders (a chunk gone after a deployment, a bug)
 * and shows it through `ChunkErrorView`, keeping the shell around it.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: ChunkErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  render() {
    return this.state.error !== null ? (
      <ChunkErrorView error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
