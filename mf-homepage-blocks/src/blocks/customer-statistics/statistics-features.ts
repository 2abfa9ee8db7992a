import type { ComponentType } from 'react';
import type { CustomerStatisticsModel } from './customer-statistics-model';
import { DeliveryIcon, ProductRangeIcon, ReturnsIcon } from './feature-icons';

export interface StatisticsFeature {
  position: 'left' | 'middle' | 'right';
  text: string;
  Icon: ComponentType;
}

/**
 * Spec section 3: three feature cards with fixed icons and background colours, by position; the colours are in
 * customer-statistics.css (`.hp-statistics-feature--left` ...). A card without text is left out.
 */
export function statisticsFeatures(model: CustomerStatisticsModel): StatisticsFeature[] {
  const features: Array<Omit<StatisticsFeature, 'text'> & { text: string | null | undefined }> = [
    { position: 'left', text: model.leftFeatureText, Icon: ProductRangeIcon },
    { position: 'middle', text: model.middleFeatureText, Icon: DeliveryIcon },
    { position: 'right', text: model.rightFeatureText, Icon: ReturnsIcon },
  ];
  return features.filter((feature): feature is StatisticsFeature => Boolean(feature.text?.trim()));
}
