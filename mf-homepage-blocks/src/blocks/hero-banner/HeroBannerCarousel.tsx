import { useState } from 'react';
import { HERO_BANNER_THRESHOLD } from '@storefront/contracts';
import { Carousel, ResponsiveImage, type ResponsiveImageSource } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { BannerLink } from '../BannerLink';
import { DEVICE_BY_WIDTH, useClientRendered, useViewport } from '../use-viewport';
import type { HeroBannerModel } from './hero-banner-model';
import { HERO_AUTOPLAY_DELAY_MS, HERO_DESKTOP_IMAGES_MIN_WIDTH, HERO_IMAGES } from './hero-banner-images';
import { HERO_BANNER_TEXTS } from './hero-banner-texts';
import { heroImageSetOf, heroSlidesFor, MIN_CAROUSEL_SLIDES, responsiveFirstSlides, type HeroImageSet, type HeroSlide } from './hero-slides';
import './hero-banner.css';

export const HERO_BANNER_TRACKING_NAME = 'hero_banner';

interface HeroSlideViewProps {
  slide: HeroSlide;
  imageSet: HeroImageSet;
  blockId: string;
  /** The first picture of the hero: the likely largest contentful paint. */
  first: boolean;
  /** The desktop picture of the same slide, for tablets and desktops (a responsive first slide, see below). */
  desktopSource?: ResponsiveImageSource;
  /** Shown only where the window shows this image set (a responsive first slide of its own per image set). */
  onlyFor?: HeroImageSet;
}

/** Where the desktop images take over from the mobile ones (hero-slides.ts: tablets show the desktop images). */
const DESKTOP_IMAGES_MEDIA = `(min-width: ${HERO_DESKTOP_IMAGES_MIN_WIDTH}px)`;

function HeroSlideView({ slide, imageSet, blockId, first, desktopSource, onlyFor }: HeroSlideViewProps) {
  const image = HERO_IMAGES[imageSet];
  return (
    <BannerLink
      target={{ name: HERO_BANNER_TRACKING_NAME, id: `${blockId}-${slide.position}` }}
      href={slide.href}
      threshold={HERO_BANNER_THRESHOLD}
      className={onlyFor ? `hp-hero__slide hp-hero__slide--only-${onlyFor}` : 'hp-hero__slide'}
      labelProps={slide.alt ? undefined : { 'aria-label': HERO_BANNER_TEXTS.slideLink(slide.position) }}
    >
      <ResponsiveImage
        src={slide.image}
        alt={slide.alt}
        width={image.width}
        height={image.height}
        widths={image.widths}
        sizes={image.sizes}
        sources={desktopSource ? [desktopSource] : undefined}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </BannerLink>
  );
}

/**
 * The hero before the window's width is known (a server's first view for every width, and its hydration): the first
 * slide of each image set, CSS choosing by width. When both are the same slide (the usual case) it is one <picture>:
 * its mobile image, and from the tablet width on its desktop image, each in its own format, so the box is the one the
 * browser's render then keeps. Otherwise each shows only at its widths.
 */
function ResponsiveFirstSlide({ model, blockId }: BlockProps<HeroBannerModel>) {
  const { mobile, desktop } = responsiveFirstSlides(model.slides);
  if (!mobile && !desktop) return null;
  const views =
    mobile && desktop && mobile.position === desktop.position ? (
      <HeroSlideView
        slide={{ ...mobile, alt: desktop.alt }}
        imageSet="mobile"
        blockId={blockId}
        first
        desktopSource={{ media: DESKTOP_IMAGES_MEDIA, src: desktop.image, ...HERO_IMAGES.desktop }}
      />
    ) : (
      <>
        {mobile && <HeroSlideView slide={mobile} imageSet="mobile" blockId={blockId} first onlyFor="mobile" />}
        {desktop && <HeroSlideView slide={desktop} imageSet="desktop" blockId={blockId} first onlyFor="desktop" />}
      </>
    );
  return <div className="hp-hero hp-hero--responsive">{views}</div>;
}

/**
 * The hero banner carousel (spec sections 5, 9): on tablets and desktops the slides with a desktop image, on phones
 * those with a mobile image. A carousel with at least 2 of them (playing by itself except on phones), a static
 * banner with 1, nothing with none. Each slide counts as seen when half of it has been in view for 500 ms.
 * The carousel renders only after the first client render (spec section 4); a server's first view shows its first
 * slide, where the carousel shows it too, until then: for a phone that slide, for any width both first slides.
 */
export function HeroBannerCarousel({ model, blockId }: BlockProps<HeroBannerModel>) {
  const device = useViewport(DEVICE_BY_WIDTH);
  const clientRendered = useClientRendered();
  // Hydrating a first view for every width, the window's width becomes known in the hydration's own commit: the
  // server's picture then stays until the carousel replaces it, rather than being swapped for the same slide's picture
  // of the window's image set first (a second new picture, in the hydration's task).
  const [hydratingForAnyWidth] = useState(() => device === undefined && !clientRendered);
  if (!device || (hydratingForAnyWidth && !clientRendered)) return <ResponsiveFirstSlide model={model} blockId={blockId} />;
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
