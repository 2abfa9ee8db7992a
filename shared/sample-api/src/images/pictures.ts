// Which picture a product or content image name stands for.
import type { DataSet } from '../data/load';
import type { Picture } from './render';

const petColours: Record<string, string> = {
  hunde: '#F4A259',
  katzen: '#8CB369',
  kleintier: '#5B8E7D',
  vogel: '#E9C46A',
  aquaristik: '#4C8EDA',
  pferd: '#BC4B51',
};

export const PRODUCT_PICTURE_SIZE = 400;

export function productPicture(data: DataSet, productId: string): Picture | undefined {
  const product = data.productById.get(productId);
  if (!product) return undefined;
  const [, pet = '', , brand = ''] = product.path.split('/').filter(Boolean);
  const initials = brand
    .split('_')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return {
    width: PRODUCT_PICTURE_SIZE,
    height: PRODUCT_PICTURE_SIZE,
    background: petColours[pet] ?? '#888888',
    label: product.name.length > 28 ? `${product.name.slice(0, 27)}…` : product.name,
    initials,
    shape: 'circle',
  };
}

export function contentPicture(data: DataSet, name: string): Picture | undefined {
  return data.images.get(name);
}
