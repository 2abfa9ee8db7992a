import { render, screen } from '@testing-library/react';
import { filledShare, StarRating } from './StarRating';

describe('StarRating', () => {
  it('is one image named by its label, filled to the rating', () => {
    render(<StarRating rating={4.5} label="4,5 von 5 Sternen" />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toHaveStyle({ '--sf-star-fill': '90%' });
  });

  it('without a label is hidden from screen readers (a text beside it says the rating)', () => {
    const { container } = render(<StarRating rating={4.7} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveStyle({ '--sf-star-fill': '94%' });
  });

  it.each([
    [0, '0%'],
    [1, '20%'],
    [2.5, '50%'],
    [5, '100%'],
    [-1, '0%'],
    [7, '100%'],
    [Number.NaN, '0%'],
  ])('fills %s stars as %s of the five', (rating, share) => {
    expect(filledShare(rating)).toBe(share);
  });
});
