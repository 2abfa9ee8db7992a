import { defineBlock } from '../../pipeline/block-definition';
import { valuePropositionStripSchema } from './value-proposition-model';
import { ValuePropositionStrip } from './ValuePropositionStrip';

export default defineBlock({
  contentType: 'ValuePropositionStrip',
  schema: valuePropositionStripSchema,
  Component: ValuePropositionStrip,
});
