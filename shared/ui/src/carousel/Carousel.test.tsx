import { render, screen, within } from '@testing-library/react';
import { Carousel } from './Carousel';
import type { CarouselSlide } from './carousel-types';

// What a carousel shows before anybody uses it (swiper loads on the first sign of use: Carousel.intent.test.tsx).
// The arrow buttons' behaviour is tested with a minimal swiper stand-in in Carousel.arrows.test.tsx.

const slides: CarouselSlide[] = [
  { key: 'a', content: <p>Trockenfutter</p> },
  { key: 'b', content: <p>Nassfutter</p> },
  { key: 'c', content: <p>Katzenstreu</p> },
];

describe('Carousel', () => {
  it('renders nothing without slides', () => {
    const { container } = render(<Carousel id="empty" label="Bestseller" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a region named by its label, described as a Karussell', () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Bestseller' });
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
  });

  it('renders every slide as a group labelled in German', () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    expect(screen.getByRole('group', { name: '1 von 3' })).toHaveTextContent('Trockenfutter');
    expect(screen.getByRole('group', { name: '2 von 3' })).toHaveTextContent('Nassfutter');
    expect(screen.getByRole('group', { name: '3 von 3' })).toHaveTextContent('Katzenstreu');
  });

  it('has German names on its arrow buttons', () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    expect(screen.getByRole('button', { name: 'Vorherige Elemente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Elemente' })).toBeInTheDocument();
  });

  it('has a skip link before the slides pointing to a target after them', () => {
    const { container } = render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    const skipLink = screen.getByRole('link', { name: 'Karussell überspringen' });
    expect(skipLink).toHaveAttribute('href', '#skip-bestseller');
    const target = container.querySelector('#skip-bestseller');
    expect(target).toBeInTheDocument();
    expect(target).toHaveAttribute('tabindex', '-1');
    const firstSlide = screen.getByText('Trockenfutter');
    // link precedes the slides, the target follows them
    expect(skipLink.compareDocumentPosition(firstSlide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(firstSlide.compareDocumentPosition(target as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives two carousels on one page their own skip targets', () => {
    const { container } = render(
      <>
        <Carousel id="one" label="Erstes" slides={slides} />
        <Carousel id="two" label="Zweites" slides={slides} />
      </>,
    );
    expect(container.querySelectorAll('#skip-one')).toHaveLength(1);
    expect(container.querySelectorAll('#skip-two')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Zweites' })).getByRole('link')).toHaveAttribute('href', '#skip-two');
  });

  it.each([
    ['arrows={false}', { arrows: false }],
    ['disabled', { disabled: true }],
  ])('shows no arrow buttons with %s but still the slides', (_case, extra) => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} {...extra} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Katzenstreu')).toBeInTheDocument();
  });
});
