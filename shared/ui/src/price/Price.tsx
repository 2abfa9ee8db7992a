import { formatPrice } from './format-price';

export interface PriceProps {
  /** Amount in minor units (cents). */
  value: number;
  className?: string;
}

export function Price({ value, className }: PriceProps) {
  return <span className={className}>{formatPrice(value)}</span>;
}
