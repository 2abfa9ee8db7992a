import type { ComponentType } from 'react';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import { HomeRecommendations } from '../home/HomeRecommendations';

export default HomeRecommendations satisfies ComponentType<HomeRecommendationsProps>;
