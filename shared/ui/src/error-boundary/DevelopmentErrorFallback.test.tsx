import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { DevelopmentErrorFallback } from './DevelopmentErrorFallback';

// jsdom lays nothing out: the test applies the fallback's stylesheet and checks the styles that keep a long stack
// inside a phone's width (the page did not scroll sideways).
const STYLESHEET = readFileSync(path.join(__dirname, 'development-error-fallback.css'), 'utf8');

let style: HTMLStyleElement;

beforeEach(() => {
  style = document.createElement('style');
  style.textContent = STYLESHEET;
  document.head.append(style);
});

afterEach(() => style.remove());

describe('DevelopmentErrorFallback', () => {
  it('wraps the message and the stack at the width of the page', () => {
    const error = new Error(`Konnte http://localhost:12090/v1/content/${'a'.repeat(200)} nicht laden`);
    render(<DevelopmentErrorFallback error={error} onReset={() => {}} />);
    const alert = screen.getByRole('alert');
    const stack = alert.querySelector('pre');
    expect(stack?.textContent).toContain(error.message);
    expect(getComputedStyle(stack as HTMLElement)).toMatchObject({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '100%' });
    expect(getComputedStyle(screen.getByText(error.message, { selector: 'p' }))).toMatchObject({ overflowWrap: 'anywhere', maxWidth: '100%' });
  });
});
