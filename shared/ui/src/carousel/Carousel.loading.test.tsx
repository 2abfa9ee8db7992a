import { render, screen, within } from '@testing-library/react';
import { Carousel } from './Carousel';


// Only one carousel renders in this file: once the swiper chunk has loaded, later carousels skip the
// static stand-in, so the "static first" state is only observable on the first render in a module registry.
it('shows the slides as a static list until the swiper chunk has loaded, then in swiper', async () => {
  render(
    <Carousel
      id="bestseller"
      label="Bestseller"
      slides={[
        { key: 'a', content: <p>Trockenfutter</p> },
        { key: 'b', content: <p>Nassfutter</p> },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Bestseller' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Trockenfutter', 'Nassfutter']);
  expect(screen.getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-bestseller');

  expect(await screen.findByRole('group', { name: '1 von 2' })).toHaveTextContent('Trockenfutter');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
