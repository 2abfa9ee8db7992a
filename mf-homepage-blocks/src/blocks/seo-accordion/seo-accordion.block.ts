import { defineBlock } from '../../pipeline/block-definition';
import { SeoAccordion } from './SeoAccordion';
import { seoAccordionSchema } from './seo-accordion-model';

export default defineBlock({ contentType: 'SeoAccordion', schema: seoAccordionSchema, Component: SeoAccordion });
