import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getStorefrontConfig, isPlatformConfigured, reportError } from '@storefront/platform';
import { DevelopmentErrorFallback } from './DevelopmentErrorFallback';

export interface BlockErrorBoundaryProps {
  /** Names the block or component in reports, e.g. `HeroBannerCarousel:hero-1`. */
  name: string;
  children: ReactNode;
  /** Replaces the default fallback (e.g. the recommendation slider's empty marker). */
  fallback?: ReactNode;
  /** Called once the error is reported, e.g. so a page stops waiting for the block. */
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
}

function isDevelopment(): boolean {
  return isPlatformConfigured() && getStorefrontConfig().environment === 'development';
}

/**
 * Spec section 8: a block that throws renders an empty placeholder for that block only and is reported.
 * Development builds show the message, the stack and a RESET button instead.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { block: this.props.name, componentStack: info.componentStack ?? undefined });
    this.props.onError?.(error);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (isDevelopment()) return <DevelopmentErrorFallback error={error} onReset={this.reset} />;
    return <div data-block-error={this.props.name} hidden />;
  }
}
