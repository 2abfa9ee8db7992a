import { render, screen, within } from '@testing-library/react';
import { Carousel } from './Carousel';
import type { CarouselSlide } from './carousel-types';

// The real swiper runs in jsdom here. jsdom has no layout, so swiper sees no overflow; the arrow buttons'
// behaviour is tested with a minimal swiper/react stand-in in Carousel.arrows.test.tsx.

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

  it('is a region named by its label, described as a Karussell', async () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Bestseller' });
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    await screen.findByRole('group', { name: '1 von 3' });
  });

  it('renders every slide in swiper once its chunk has loaded, labelled in German', async () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    expect(await screen.findByRole('group', { name: '1 von 3' })).toHaveTextContent('Trockenfutter');
    expect(screen.getByRole('group', { name: '2 von 3' })).toHaveTextContent('Nassfutter');
    expect(screen.getByRole('group', { name: '3 von 3' })).toHaveTextContent('Katzenstreu');
    // The static stand-in list is gone once swiper is there.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has German names on its arrow buttons', async () => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    expect(await screen.findByRole('button', { name: 'Vorherige Elemente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Elemente' })).toBeInTheDocument();
  });

  it('has a skip link before the slides pointing to a target after them', async () => {
    const { container } = render(<Carousel id="bestseller" label="Bestseller" slides={slides} />);
    await screen.findByRole('group', { name: '1 von 3' });
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

  it('gives two carousels on one page their own skip targets', async () => {
    const { container } = render(
      <>
        <Carousel id="one" label="Erstes" slides={slides} />
        <Carousel id="two" label="Zweites" slides={slides} />
      </>,
    );
    await within(screen.getByRole('region', { name: 'Zweites' })).findByRole('group', { name: '1 von 3' });
    expect(container.querySelectorAll('#skip-one')).toHaveLength(1);
    expect(container.querySelectorAll('#skip-two')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Zweites' })).getByRole('link')).toHaveAttribute('href', '#skip-two');
  });

  it.each([
    ['arrows={false}', { arrows: false }],
    ['disabled', { disabled: true }],
  ])('shows no arrow buttons with %s but still the slides', async (_case, extra) => {
    render(<Carousel id="bestseller" label="Bestseller" slides={slides} {...extra} />);
    await screen.findByRole('group', { name: '1 von 3' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Katzenstreu')).toBeInTheDocument();
  });
});
