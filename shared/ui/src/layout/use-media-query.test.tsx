import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setMediaFeatures, setViewportWidth } from '@storefront/test-support';
import { useMediaQuery } from './use-media-query';

function Query({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return <p>{matches === undefined ? 'unbekannt' : String(matches)}</p>;
}

describe('useMediaQuery', () => {
  it('answers from the browser', () => {
    setViewportWidth(390);
    render(<Query query="(min-width: 544px)" />);
    expect(screen.getByText('false')).toBeInTheDocument();
  });

  it('follows the changes of the media query, and stops listening when unmounted', () => {
    const features = setMediaFeatures({ reducedMotion: true });
    const { unmount } = render(<Query query="(prefers-reduced-motion: reduce)" />);
    expect(screen.getByText('true')).toBeInTheDocument();
    act(() => features.change({ reducedMotion: false }));
    expect(screen.getByText('false')).toBeInTheDocument();
    unmount();
    expect(() => features.change({ reducedMotion: true })).not.toThrow();
  });

  it('is unknown in a server render', () => {
    expect(renderToString(<Query query="(min-width: 544px)" />)).toBe('<p>unbekannt</p>');
  });
});
