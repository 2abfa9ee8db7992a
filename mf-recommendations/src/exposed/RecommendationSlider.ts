import type { ComponentType } from 'react';
import type { RecommendationSliderProps } from '@storefront/contracts';
import { RecommendationSlider } from '../slider/RecommendationSlider';

export default RecommendationSlider satisfies ComponentType<RecommendationSliderProps>;
