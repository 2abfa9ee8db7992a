import type { ReactNode } from 'react';
import './a11y.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sf-visually-hidden">{children}</span>;
}
