import 'swiper/css';
import './carousel.css';
import { SkipCarouselLink, SkipCarouselTarget } from '../a11y/SkipCarouselLink';
import type { CarouselProps } from './carousel-types';
import { CarouselTrack } from './CarouselTrack';

/** An accessible carousel region with skip anchors; renders nothing without slides. */
export function Carousel(props: CarouselProps) {
  if (props.slides.length === 0) return null;
  return (
    <section className={props.className} aria-label={props.label} aria-roledescription="Karussell">
      <SkipCarouselLink id={props.id} />
      <CarouselTrack {...props} />
      <SkipCarouselTarget id={props.id} />
    </section>
  );
}
