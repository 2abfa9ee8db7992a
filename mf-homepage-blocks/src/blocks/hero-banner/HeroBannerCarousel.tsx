import { HERO_BANNER_THRESHOLD } from '@storefront/contracts';
import { Carousel, ResponsiveImage } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { BannerLink } from '../BannerLink';
import { DEVICE_BY_WIDTH, useClientRendered, useViewport } from '../use-viewport';
import type { HeroBannerModel } from './hero-banner-model';
import { HERO_AUTOPLAY_DELAY_MS, HERO_IMAGES } from './hero-banner-images';
import { HERO_BANNER_TEXTS } from './hero-banner-texts';
import { heroImageSetOf, heroSlidesFor, MIN_CAROUSEL_SLIDES, type HeroImageSet, type HeroSlide } from './hero-slides';
import './hero-banner.css';

export const HERO_BANNER_TRACKING_NAME = 'hero_banner';

interface HeroSlideViewProps {
  slide: HeroSlide;
  imageSet: HeroImageSet;
  blockId: string;
  /** The first picture of the hero: the likely largest contentful paint on phones. */
  first: boolean;
}

function HeroSlideView({ slide, imageSet, blockId, first }: HeroSlideViewProps) {
  const image = HERO_IMAGES[imageSet];
  return (
    <BannerLink
      target={{ name: HERO_BANNER_TRACKING_NAME, id: `${blockId}-${slide.position}` }}
      href={slide.href}
      threshold={HERO_BANNER_THRESHOLD}
      className="hp-hero__slide"
      labelProps={slide.alt ? undefined : { 'aria-label': HERO_BANNER_TEXTS.slideLink(slide.position) }}
    >
      <ResponsiveImage
        src={slide.image}
        alt={slide.alt}
        width={image.width}
        height={image.height}
        widths={image.widths}
        sizes={image.sizes}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </BannerLink>
  );
}

/**
 * The hero banner carousel (spec sections 5, 9): on tablets and desktops the slides with a desktop image, on phones
 * those with a mobile image. A carousel with at least 2 of them (playing by itself except on phones), a static
 * banner with 1, nothing with none. Each slide counts as seen when half of it has been in view for 500 ms.
 * The carousel renders only after the first client render (spec section 4); a server's first view shows its first
 * slide, where the carousel shows it too, until then.
 */
export function HeroBannerCarousel({ model, blockId }: BlockProps<HeroBannerModel>) {
  const device = useViewport(DEVICE_BY_WIDTH);
  const clientRendered = useClientRendered();
  if (!device) return null;
  const imageSet = heroImageSetOf(device);
  const slides = heroSlidesFor(model.slides, imageSet);
  if (slides.length === 0) return null;
  const views = slides.map((slide, index) => <HeroSlideView key={slide.position} slide={slide} imageSet={imageSet} blockId={blockId} first={index === 0} />);
  return (
    <div className={`hp-hero hp-hero--${imageSet}`}>
      {slides.length < MIN_CAROUSEL_SLIDES || !clientRendered ? (
        views[0]
      ) : (
        <Carousel
          // A new carousel for the other image set: its slides are other slides.
          key={imageSet}
          id={blockId}
          label={HERO_BANNER_TEXTS.carouselLabel}
          slides={slides.map((slide, index) => ({ key: String(slide.position), content: views[index] }))}
          autoplay={{ delayMs: HERO_AUTOPLAY_DELAY_MS }}
        />
      )}
    </div>
  );
}
