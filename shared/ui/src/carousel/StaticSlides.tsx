import type { CarouselProps } from './carousel-types';

/** What a carousel shows before swiper has loaded: the slides in a plain scrollable list. */
export function StaticSlides({ slides, label }: Pick<CarouselProps, 'slides' | 'label'>) {
  return (
    <ul className="sf-carousel__static" aria-label={label}>
      {slides.map((slide) => (
        <li key={slide.key} className="sf-carousel__static-slide">
          {slide.content}
        </li>
      ))}
    </ul>
  );
}
