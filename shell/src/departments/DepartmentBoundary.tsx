import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing it clears a caught error (Retry, or moving to another page of the area). */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
  onError?: (error: unknown) => void;
}

interface State {
  failedAt: string | null;
}

/**
 * Catches what a department's screens throw while rendering, so one department's bug shows its
 * own "unavailable" message instead of blanking the whole application.
 */
export class DepartmentBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    // The key is filled in by componentDidCatch's caller below; any non-null value marks failure.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A failure belongs to the key it happened at; a new key (Retry, another page) tries again.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] a department screen failed', error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}
