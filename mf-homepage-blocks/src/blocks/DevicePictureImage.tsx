import { ResponsiveImage, type Device } from '@storefront/ui';
import { devicePicture, type DevicePictures, type PictureFormat } from './device-picture';
import { DEVICE_BY_WIDTH, useViewport } from './use-viewport';

export interface DevicePictureImageProps {
  pictures: DevicePictures;
  formats: Record<Device, PictureFormat>;
  sizes: string;
  className?: string;
}

/** The content's mobile, tablet and desktop pictures as one lazily loaded <picture>; nothing without any. */
export function DevicePictureImage({ pictures, formats, sizes, className }: DevicePictureImageProps) {
  const device = useViewport(DEVICE_BY_WIDTH);
  const picture = devicePicture(pictures, formats, sizes);
  if (!picture) return null;
  // Before the first client layout (and in a server render) the device is unknown: the desktop picture's alt.
  return <ResponsiveImage className={className} {...picture.image} sizes={sizes} sources={picture.sources} alt={picture.altFor(device ?? 'desktop')} />;
}
