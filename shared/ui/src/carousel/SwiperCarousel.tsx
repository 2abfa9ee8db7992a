import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import './carousel.css';
import type { CarouselProps } from './carousel-types';
import { ArrowIcon } from './ArrowIcon';

/** The swiper-based carousel; loaded in its own chunk only when a carousel is on the page. */
export default function SwiperCarousel({
  label,
  slides,
  slidesPerView = 1,
  slidesPerGroup,
  spaceBetween = 16,
  breakpoints,
  arrows = true,
  disabled = false,
  onNext,
  onPrevious,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const updateEdges = (instance: SwiperInstance) => setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });
  const previous = () => {
    swiper?.slidePrev();
    onPrevious?.();
  };
  const next = () => {
    swiper?.slideNext();
    onNext?.();
  };
  return (
    <div className="sf-carousel">
      {arrows && !disabled && (
        <button type="button" className="sf-carousel__arrow sf-carousel__arrow--prev" aria-label="Vorherige Elemente" disabled={edges.atStart} onClick={previous}>
          <ArrowIcon direction="left" />
        </button>
      )}
      <Swiper
        modules={[A11y, Keyboard]}
        a11y={{ enabled: true, containerMessage: label, slideLabelMessage: '{{index}} von {{slidesLength}}' }}
        keyboard={{ enabled: !disabled, onlyInViewport: true }}
        slidesPerView={slidesPerView}
        slidesPerGroup={slidesPerGroup}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        allowTouchMove={!disabled}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          updateEdges(instance);
        }}
        onSlideChange={updateEdges}
        onResize={updateEdges}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      {arrows && !disabled && (
        <button type="button" className="sf-carousel__arrow sf-carousel__arrow--next" aria-label="Nächste Elemente" disabled={edges.atEnd} onClick={next}>
          <ArrowIcon direction="right" />
        </button>
      )}
    </div>
  );
}
