import { fireEvent, render, screen } from '@testing-library/react';
import { MAX_URL_LENGTH } from '@storefront/platform';
import { ResponsiveImage } from './ResponsiveImage';

const SRC = 'https://media.zooplus.com/bilder/katzenfutter.jpg';

function webpSource(container: HTMLElement): HTMLSourceElement {
  const source = container.querySelector('picture > source');
  if (!(source instanceof HTMLSourceElement)) throw new Error('no <source> in the picture');
  return source;
}

describe('ResponsiveImage', () => {
  it('offers webp in a source and jpeg in the img, with srcset widths as w= parameters', () => {
    const { container } = render(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} />);
    const source = webpSource(container);
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      'https://media.zooplus.com/bilder/katzenfutter.webp?w=190 190w, https://media.zooplus.com/bilder/katzenfutter.webp?w=380 380w',
    );
    const img = screen.getByRole('img', { name: 'Katzenfutter' });
    expect(img).toHaveAttribute('src', 'https://media.zooplus.com/bilder/katzenfutter.jpg?w=190');
    expect(img).toHaveAttribute(
      'srcset',
      'https://media.zooplus.com/bilder/katzenfutter.jpg?w=190 190w, https://media.zooplus.com/bilder/katzenfutter.jpg?w=380 380w',
    );
    expect(img).toHaveAttribute('width', '190');
    expect(img).toHaveAttribute('height', '190');
    expect(img).toHaveAttribute('sizes', '190px');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('uses the given candidate widths and sizes', () => {
    const { container } = render(
      <ResponsiveImage src={SRC} alt="Katze" width={180} height={180} widths={[180, 220, 270, 350]} sizes="(min-width: 768px) 270px, 180px" />,
    );
    expect(
      webpSource(container)
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['180w', '220w', '270w', '350w']);
    expect(webpSource(container).getAttribute('srcset')).toContain('katzenfutter.webp?w=270 270w');
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 768px) 270px, 180px');
  });

  it('prefixes protocol-less URLs with https:', () => {
    const { container } = render(<ResponsiveImage src="//cdn.zooplus.com/logo.png" alt="Logo" width={159} height={44} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.zooplus.com/logo.jpg?w=159');
    expect(webpSource(container).getAttribute('srcset')).toMatch(/^https:\/\/cdn\.zooplus\.com\/logo\.webp\?w=159 159w/);
  });

  it('keeps a relative image path relative', () => {
    render(<ResponsiveImage src="/img/magazin.jpg" alt="Magazin" width={300} height={200} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/magazin.jpg?w=300');
  });

  it('after the image fails to load, shows no picture but keeps its box and its alt text as its name', () => {
    const { container } = render(<ResponsiveImage className="tile__image" src={SRC} alt="Katzenfutter" width={190} height={190} />);
    fireEvent.error(screen.getByRole('img'));
    const image = screen.getByRole('img', { name: 'Katzenfutter' });
    expect(image).not.toBeVisible();
    // The same element with the same size in the same <picture>: the callers' CSS sizes it as before.
    expect(container.querySelector('picture.tile__image > img')).toBe(image);
    expect(image).toHaveAttribute('width', '190');
    expect(image).toHaveAttribute('height', '190');
    // No alt, which a browser lays out as text in place of a broken image.
    expect(image).not.toHaveAttribute('alt');
  });

  it("after a picture for another viewport fails to load, keeps that viewport's size", () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/banner-mobile.jpg"
        alt="Frühling"
        width={750}
        height={500}
        sources={[{ media: '(min-width: 1200px)', src: '/images/banner-desktop.jpg', width: 1440, height: 360 }]}
      />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Frühling' })).not.toBeVisible();
    expect(container.querySelector('source[media="(min-width: 1200px)"]')).toHaveAttribute('width', '1440');
    expect(container.querySelector('source[media="(min-width: 1200px)"]')).toHaveAttribute('height', '360');
  });

  it('when it loads with a natural width of 0, shows no picture but keeps its box and its name', () => {
    render(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} />);
    const img = screen.getByRole('img');
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 0 });
    fireEvent.load(img);
    const image = screen.getByRole('img', { name: 'Katzenfutter' });
    expect(image).not.toBeVisible();
    expect(image).toHaveAttribute('width', '190');
    expect(image).toHaveAttribute('height', '190');
  });

  it('keeps a decorative image that fails to load out of the accessibility tree, in its box', () => {
    const { container } = render(<ResponsiveImage src={SRC} alt="" width={190} height={190} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const image = container.querySelector('picture > img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('aria-label');
    expect(image).not.toBeVisible();
    expect(image).toHaveAttribute('width', '190');
  });

  it('is shown again when another of its pictures loads (a new viewport)', () => {
    render(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 380 });
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: 'Katzenfutter' })).toBeVisible();
    expect(img).toHaveAttribute('alt', 'Katzenfutter');
  });

  it('stays visible when it loads with a real size', () => {
    render(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} />);
    const img = screen.getByRole('img');
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 380 });
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: 'Katzenfutter' })).toBeInTheDocument();
  });

  it('is lazy by default and, for the likely largest paint, loads at once with high priority', () => {
    const { rerender } = render(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} loading="eager" fetchPriority="high" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers a picture per viewport, webp and jpeg each with its own size, before the default picture', () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/banner-mobile.jpg"
        alt="Frühling"
        width={750}
        height={500}
        sizes="100vw"
        sources={[
          {
            media: '(min-width: 1200px)',
            src: '/images/banner-desktop.jpg',
            width: 1440,
            height: 360,
            widths: [1200, 1440],
            sizes: '(min-width: 1600px) 1600px, 100vw',
          },
          { media: '(min-width: 544px)', src: '/images/banner-tablet.jpg', width: 1024, height: 384 },
        ]}
      />,
    );
    const sources = Array.from(container.querySelectorAll('picture > source'), (source) => ({
      media: source.getAttribute('media'),
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
      width: source.getAttribute('width'),
      height: source.getAttribute('height'),
    }));
    expect(sources).toEqual([
      {
        media: '(min-width: 1200px)',
        type: 'image/webp',
        srcset: '/images/banner-desktop.webp?w=1200 1200w, /images/banner-desktop.webp?w=1440 1440w',
        sizes: '(min-width: 1600px) 1600px, 100vw',
        width: '1440',
        height: '360',
      },
      {
        media: '(min-width: 1200px)',
        type: 'image/jpeg',
        srcset: '/images/banner-desktop.jpg?w=1200 1200w, /images/banner-desktop.jpg?w=1440 1440w',
        sizes: '(min-width: 1600px) 1600px, 100vw',
        width: '1440',
        height: '360',
      },
      {
        media: '(min-width: 544px)',
        type: 'image/webp',
        srcset: '/images/banner-tablet.webp?w=1024 1024w, /images/banner-tablet.webp?w=2048 2048w',
        sizes: '1024px',
        width: '1024',
        height: '384',
      },
      {
        media: '(min-width: 544px)',
        type: 'image/jpeg',
        srcset: '/images/banner-tablet.jpg?w=1024 1024w, /images/banner-tablet.jpg?w=2048 2048w',
        sizes: '1024px',
        width: '1024',
        height: '384',
      },
      {
        media: null,
        type: 'image/webp',
        srcset: '/images/banner-mobile.webp?w=750 750w, /images/banner-mobile.webp?w=1500 1500w',
        sizes: '100vw',
        width: null,
        height: null,
      },
    ]);
    const img = screen.getByRole('img', { name: 'Frühling' });
    expect(img).toHaveAttribute('src', '/images/banner-mobile.jpg?w=750');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '500');
  });

  it.each(['', '  ', 'javascript:alert(1)', 'data:image/png;base64,AAAA'])('leaves out a viewport picture whose source is %p', (src) => {
    const { container } = render(
      <ResponsiveImage src={SRC} alt="Katzenfutter" width={190} height={190} sources={[{ media: '(min-width: 544px)', src, width: 400, height: 400 }]} />,
    );
    expect(container.querySelectorAll('picture > source')).toHaveLength(1);
    expect(container.querySelector('source[media]')).not.toBeInTheDocument();
  });

  it('renders nothing without a source', () => {
    const { container } = render(<ResponsiveImage src="" alt="leer" width={10} height={10} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['javascript:window.__xss=1', ' JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', 'http://[kaputt'])(
    'renders no image for the source %j',
    (src) => {
      const { container } = render(<ResponsiveImage src={src} alt="Bild" width={100} height={100} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('renders no image for a source longer than a URL can be, and one at that length', () => {
    const path = (length: number) => `/img/${'x'.repeat(length - '/img/.jpg'.length)}.jpg`;
    const { container, rerender } = render(<ResponsiveImage src={path(MAX_URL_LENGTH + 1)} alt="Bild" width={100} height={100} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ResponsiveImage src={path(MAX_URL_LENGTH)} alt="Bild" width={100} height={100} />);
    expect(screen.getByRole('img', { name: 'Bild' })).toBeInTheDocument();
  });

  it('changes only the ending of the file name for the webp picture, never a folder name', () => {
    const { container } = render(<ResponsiveImage src="/img/a.jpg.d/b.jpg" alt="Bild" width={100} height={100} />);
    expect(webpSource(container)).toHaveAttribute('srcset', '/img/a.jpg.d/b.webp?w=100 100w, /img/a.jpg.d/b.webp?w=200 200w');
    expect(screen.getByRole('img', { name: 'Bild' })).toHaveAttribute('src', '/img/a.jpg.d/b.jpg?w=100');
  });

  it('takes relative paths and http(s) images of any host', () => {
    const { rerender } = render(<ResponsiveImage src="/images/content/hund.jpg" alt="Hund" width={100} height={100} />);
    expect(screen.getByRole('img', { name: 'Hund' })).toHaveAttribute('src', '/images/content/hund.jpg?w=100');
    rerender(<ResponsiveImage src="//cdn.example/hund.jpg" alt="Hund" width={100} height={100} />);
    expect(screen.getByRole('img', { name: 'Hund' })).toHaveAttribute('src', 'https://cdn.example/hund.jpg?w=100');
  });
});
