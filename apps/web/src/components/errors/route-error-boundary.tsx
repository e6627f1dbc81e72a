import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteError } from './route-error';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  /** What was thrown, in a box (a page may throw undefined). */
  failure: { error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  /** Another address renders its page again (the error was this page's). */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * Route-level error boundary (what a data router's `errorElement` was): an error thrown while rendering the pages
 * below, a page chunk that failed to download included, shows RouteError in their place, until the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
