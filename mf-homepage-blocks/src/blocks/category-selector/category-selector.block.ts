import { defineBlock } from '../../pipeline/block-definition';
import { CategorySelector } from './CategorySelector';
import { categorySelectorSchema } from './category-selector-model';

export default defineBlock({ contentType: 'CategorySelectorCarousel', schema: categorySelectorSchema, Component: CategorySelector });
