import { defineBlock } from '../../pipeline/block-definition';
import { PetSection } from './PetSection';
import { petSectionSchema } from './pet-section-model';

export default defineBlock({ contentType: 'PetSection', schema: petSectionSchema, Component: PetSection });
