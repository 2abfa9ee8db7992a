import { screen } from '@testing-library/react';
import { raw } from '@storefront/test-support';
import { ownBrandAnswer } from '../../test/own-brand-fixtures';
import { categoryHeadings, openOwnBrandPage } from '../../test/render-page';

describe('a recommender answering a bare list (spec section 7: "Returns a list")', () => {
  it('shows the tabs and the cat categories of the list, reporting nothing', async () => {
    const { reports } = await openOwnBrandPage({ recommendations: () => raw(ownBrandAnswer().containers) });
    expect(screen.getByRole('tab', { name: 'Katze' })).toHaveAttribute('aria-selected', 'true');
    expect(categoryHeadings()).toEqual(['Trockenfutter für Katzen', 'Nassfutter für Katzen', 'Katzensnacks']);
    expect(screen.queryByText(/können wir Ihnen gerade nicht zeigen/)).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
