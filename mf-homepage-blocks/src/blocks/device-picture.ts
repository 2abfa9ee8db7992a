import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, type Device, type ResponsiveImageSource } from '@storefront/ui';
import { contentImageUrl } from './content-image-url';

/** A picture format: the intrinsic size (its box before it loads) and the widths the image service is asked for. */
export interface PictureFormat {
  width: number;
  height: number;
  widths: readonly number[];
}

/** The content's picture for each device, each with its alt text. */
export type DevicePictures = Record<Device, { src: string | null | undefined; alt: string | null | undefined }>;

export interface DevicePicture {
  /** The smallest picture there is: the <img> itself, shown where no source matches. */
  image: PictureFormat & { src: string };
  /** The larger devices' pictures, each for its media condition, largest first. */
  sources: ResponsiveImageSource[];
  /** The alt text of the picture a device shows (an <img> has one alt for every source). */
  altFor(device: Device): string;
}

/** Largest device first: the order in which the browser tries the sources. */
const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile'];
const MEDIA: Record<Exclude<Device, 'mobile'>, string> = {
  desktop: `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
  tablet: `(min-width: ${TABLET_MIN_WIDTH}px)`,
};

/** Whether a device has a picture at all: a URL that contentImageUrl takes, as devicePicture shows it. */
export function hasDevicePicture(pictures: DevicePictures): boolean {
  return DEVICES.some((device) => contentImageUrl(pictures[device].src) !== undefined);
}

/**
 * One <picture> with a source per device (spec section 9 breakpoints). A device without a picture of its own shows
 * what the browser picks then: the next smaller device's source, else the <img>.
 */
export function devicePicture(pictures: DevicePictures, formats: Record<Device, PictureFormat>, sizes: string): DevicePicture | undefined {
  const available = DEVICES.flatMap((device) => {
    const src = contentImageUrl(pictures[device].src);
    return src ? [{ device, src, alt: pictures[device].alt?.trim() ?? '' }] : [];
  });
  const smallest = available.at(-1);
  if (!smallest) return undefined;
  const shownOn = (device: Device) => available.find((picture) => DEVICES.indexOf(picture.device) >= DEVICES.indexOf(device)) ?? smallest;
  return {
    image: { src: smallest.src, ...formats[smallest.device] },
    sources: available
      .slice(0, -1)
      .map((picture) => ({ media: MEDIA[picture.device as Exclude<Device, 'mobile'>], src: picture.src, sizes, ...formats[picture.device] })),
    altFor: (device) => shownOn(device).alt,
  };
}
