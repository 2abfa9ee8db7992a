import { useEffect, useRef, useState } from 'react';
import type { ProductCarouselProps } from '@storefront/contracts';
import { provideRemoteModule } from '@storefront/test-support';

export interface FakeProductCarouselOptions {
  /** The product ids the fake catalogue can sell; every id by default. Others are left out before counting. */
  purchasable?: readonly string[];
  /** Keep every carousel loading until the test calls `decide()`. */
  held?: boolean;
}

/** A carousel's scroll counts as rows [min width, cards in view, cards per arrow click], for readable expectations. */
export function scrollCountRows(props: ProductCarouselProps | undefined): Array<[number, number, number]> {
  return Object.entries(props?.scrollCounts ?? {}).map(([minWidth, count]) => [Number(minWidth), count.slidesPerView, count.slidesPerGroup]);
}

export interface FakeProductCarousel {
  /** The props of every carousel that has mounted, in order (one per product list the page asked for). */
  mounted: ProductCarouselProps[];
  /** Lets held carousels decide now; carousels mounted later decide at once. */
  decide(): void;
  /** Carousels mounted from now on keep loading until `decide()`. */
  hold(): void;
}

/**
 * mf-recommendations' ProductCarousel as the blocks' tests need it, provided to the fake federation runtime: it
 * counts the purchasable products of its ids, shows a loading status until it decides, then renders them as a list
 * in a region named by its label when they reach its minimum, and signals like the real one (onProducts, then
 * onSettled), once.
 */
export function fakeProductCarousel({ purchasable, held = false }: FakeProductCarouselOptions = {}): FakeProductCarousel {
  const mounted: ProductCarouselProps[] = [];
  const waiting = new Set<() => void>();
  let released = !held;

  function ProductCarousel(props: ProductCarouselProps) {
    const products = props.productIds.filter((id) => !purchasable || purchasable.includes(id));
    const shown = products.length >= (props.minProducts ?? 1);
    const [decided, setDecided] = useState(false);
    const latest = useRef({ props, count: products.length, shown });
    latest.current = { props, count: products.length, shown };
    // Once per mounted carousel, as the real one signals once per product list.
    useEffect(() => {
      mounted.push(latest.current.props);
      const settle = () => {
        setDecided(true);
        latest.current.props.onProducts?.(latest.current.count);
        latest.current.props.onSettled?.(latest.current.shown ? 'shown' : 'empty');
      };
      if (released) settle();
      else waiting.add(settle);
      return () => void waiting.delete(settle);
    }, []);
    if (!decided) return <p role="status">Produkte werden geladen …</p>;
    if (!shown) return null;
    return (
      <section aria-label={props.label} data-carousel-id={props.id}>
        <ul>
          {products.map((id) => (
            <li key={id}>Produkt {id}</li>
          ))}
        </ul>
      </section>
    );
  }

  provideRemoteModule('mf_recommendations/ProductCarousel', { default: ProductCarousel });
  return {
    mounted,
    decide() {
      released = true;
      waiting.forEach((settle) => settle());
      waiting.clear();
    },
    hold() {
      released = false;
    },
  };
}
