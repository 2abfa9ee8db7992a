import { render } from '@testing-library/react';
import { RESERVED_SPACE_ANCHOR_STEP_PX, ReservedSpaceAnchors } from './ReservedSpaceAnchors';
import type { ReservedSpace } from './reveal-order';

const space = (mobile: number, tablet: number, desktop: number, blocks = 0): ReservedSpace => ({ reserve: { mobile, tablet, desktop }, blocks });
const offsets = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.hp-page__end-anchor'), (anchor) => anchor.style.bottom);

describe('ReservedSpaceAnchors', () => {
  it(`puts an anchor every ${RESERVED_SPACE_ANCHOR_STEP_PX} px up from the page's end over the tallest device's reserved space, gaps included`, () => {
    const { container } = render(<ReservedSpaceAnchors reserved={space(500, 700, 600, 4)} />);
    // 700 px and four gaps of 16 px: 764 px.
    expect(offsets(container)).toEqual(['200px', '400px', '600px']);
  });

  it('keeps every anchor as the space shrinks (the browser cannot keep an anchor the same change removed), adds them as it grows', () => {
    const { container, rerender } = render(<ReservedSpaceAnchors reserved={space(900, 700, 600, 2)} />);
    expect(offsets(container)).toHaveLength(4);
    rerender(<ReservedSpaceAnchors reserved={space(0, 0, 0)} />);
    expect(offsets(container)).toHaveLength(4);
    rerender(<ReservedSpaceAnchors reserved={space(1300, 0, 0)} />);
    expect(offsets(container)).toEqual(['200px', '400px', '600px', '800px', '1000px', '1200px']);
  });
});
