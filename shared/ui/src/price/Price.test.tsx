import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it('shows the amount in euros with two decimals', () => {
    render(<Price value={3299} />);
    expect(screen.getByText('32,99 €', { normalizer: (text) => text.replace(/\u00a0/g, ' ') })).toBeInTheDocument();
  });

  it('passes its class name on', () => {
    const { container } = render(<Price value={5} className="card-price" />);
    expect(container.firstChild).toHaveClass('card-price');
    expect(container.firstChild?.textContent?.replace(/\u00a0/g, ' ')).toBe('0,05 €');
  });
});
