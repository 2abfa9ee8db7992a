import type { CSSProperties } from 'react';

/** Plain and high-contrast: a developer tool, not part of the shop's design. */
export const panelStyle: CSSProperties = {
  margin: '1rem',
  padding: '0.75rem 1rem',
  border: '2px solid #1f1f1f',
  background: '#ffffff',
  color: '#1f1f1f',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.875rem',
  lineHeight: 1.5,
};
