/** Test support (not for production): an error boundary that shows what it caught, as a route's boundary would. */
import type { ReactNode } from "react";
import { Component } from "react";

/** Renders `boundary: <message>` once a child threw. */
export class TestBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}
