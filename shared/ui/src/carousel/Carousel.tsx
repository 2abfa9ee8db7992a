import { lazy, Suspense } from 'react';
import { SkipCarouselLink, SkipCarouselTarget } from '../a11y/SkipCarouselLink';
import type { CarouselProps } from './carousel-types';
import { StaticSlides } from './StaticSlides';

// swiper is fetched only when the first carousel renders.
const SwiperCarousel = lazy(() => import(/* webpackChunkName: "swiper-carousel" */ './SwiperCarousel'));

/** An accessible carousel region with skip anchors; renders nothing without slides. */
export function Carousel(props: CarouselProps) {
  if (props.slides.length === 0) return null;
  return (
    <section className={props.className} aria-label={props.label} aria-roledescription="Karussell">
      <SkipCarouselLink id={props.id} />
      <Suspense fallback={<StaticSlides slides={props.slides} label={props.label} />}>
        <SwiperCarousel {...props} />
      </Suspense>
      <SkipCarouselTarget id={props.id} />
    </section>
  );
}
