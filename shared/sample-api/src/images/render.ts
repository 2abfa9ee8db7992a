// Generated pictures: a coloured card with a simple shape and a label, rendered by sharp at the asked width.
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'webp';

export interface Picture {
  /** natural size: aspect ratio and default width */
  width: number;
  height: number;
  background: string;
  label: string;
  initials?: string;
  shape?: 'circle' | 'paw' | 'stripes' | 'none';
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function shapeSvg(p: Picture): string {
  const { width: w, height: h } = p;
  const r = Math.min(w, h) * 0.28;
  switch (p.shape ?? 'circle') {
    case 'none':
      return '';
    case 'stripes':
      return Array.from({ length: 6 }, (_, i) => `<rect x="${(i * w) / 6}" y="0" width="${w / 12}" height="${h}" fill="#ffffff" opacity="0.12"/>`).join('');
    case 'paw': {
      const cx = w / 2;
      const cy = h * 0.45;
      const toes = [-1.1, -0.4, 0.4, 1.1]
        .map((dx, i) => `<circle cx="${cx + dx * r * 0.8}" cy="${cy - r * (i === 0 || i === 3 ? 0.55 : 0.95)}" r="${r * 0.3}" fill="#fff" opacity="0.8"/>`)
        .join('');
      return `${toes}<ellipse cx="${cx}" cy="${cy + r * 0.25}" rx="${r * 0.7}" ry="${r * 0.55}" fill="#fff" opacity="0.8"/>`;
    }
    case 'circle':
      return `<circle cx="${w / 2}" cy="${h * 0.42}" r="${r}" fill="#fff" opacity="0.85"/>`;
  }
}

export function pictureSvg(p: Picture, outWidth: number, outHeight: number): string {
  const { width: w, height: h } = p;
  const font = Math.max(8, Math.min(w, h) * 0.11);
  const initials = p.initials
    ? `<text x="${w / 2}" y="${h * 0.42 + font * 0.6}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font * 1.6}" text-anchor="middle" fill="#333">${escapeXml(p.initials)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">` +
    `<rect width="${w}" height="${h}" fill="${escapeXml(p.background)}"/>${shapeSvg(p)}${initials}` +
    `<text x="${w / 2}" y="${h * 0.88}" font-family="DejaVu Sans, sans-serif" font-size="${font}" text-anchor="middle" fill="#fff">${escapeXml(p.label)}</text>` +
    `</svg>`
  );
}

export function heightFor(p: Picture, width: number): number {
  return Math.max(1, Math.round((width * p.height) / p.width));
}

export async function renderPicture(p: Picture, width: number, format: ImageFormat): Promise<Buffer> {
  const height = heightFor(p, width);
  const image = sharp(Buffer.from(pictureSvg(p, width, height))).resize(width, height, { fit: 'fill' });
  return format === 'webp' ? image.webp({ quality: 80 }).toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

/** A small LRU cache of rendered pictures. */
export class PictureCache {
  private entries = new Map<string, Buffer>();

  constructor(private readonly limit = 400) {}

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const buffer = await render();
    this.entries.set(key, buffer);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return buffer;
  }
}
