import { defineBlock } from '../../pipeline/block-definition';
import { PetSelector } from './PetSelector';
import { petSelectorSchema } from './pet-selector-model';

export default defineBlock({ contentType: 'PetSelectorCarousel', schema: petSelectorSchema, Component: PetSelector });
