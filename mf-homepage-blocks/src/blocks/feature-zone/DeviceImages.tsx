import { ResponsiveImage, type Device } from '@storefront/ui';
import { FEATURE_IMAGE_BOXES } from './feature-zone-layout';
import type { FeatureZoneModel } from './feature-zone-model';

export interface DeviceImage {
  src: string | null | undefined;
  alt: string | null | undefined;
}

const DEVICES: readonly Device[] = ['mobile', 'tablet', 'desktop'];

/** The zone's top or bottom image of each device, with its alt text. */
export function deviceImagesOf(model: FeatureZoneModel, position: 'Top' | 'Bottom'): Record<Device, DeviceImage> {
  const image = (device: Device) => ({ src: model[`${device}${position}Image`], alt: model[`${device}${position}ImageAltText`] });
  return { mobile: image('mobile'), tablet: image('tablet'), desktop: image('desktop') };
}

/**
 * One image per device; CSS shows the one of the current device (breakpoints 544 and 1200 px). They load lazily, and
 * a lazy image that is not displayed is not fetched, so each device loads only its own. A device without an image
 * shows none; an image without alt text counts as decorative.
 */
export function DeviceImages({ images, className }: { images: Readonly<Record<Device, DeviceImage>>; className: string }) {
  const shown = DEVICES.filter((device) => images[device].src);
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((device) => {
        const box = FEATURE_IMAGE_BOXES[device];
        return (
          <ResponsiveImage
            key={device}
            className={`hp-feature-zone__image hp-feature-zone__image--${device}`}
            src={images[device].src ?? ''}
            alt={images[device].alt ?? ''}
            width={box.width}
            height={box.height}
            widths={box.widths}
            sizes={box.sizes}
          />
        );
      })}
    </div>
  );
}
