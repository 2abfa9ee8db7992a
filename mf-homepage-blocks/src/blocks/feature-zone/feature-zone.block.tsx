import { defineBlock } from '../../pipeline/block-definition';
import { FeatureZone } from './FeatureZone';
import { featureZoneSchema } from './feature-zone-model';

// Loads its products itself: the blocks below wait until the carousel has decided whether the zone shows.
export default defineBlock({ contentType: 'FeatureZone', schema: featureZoneSchema, Component: FeatureZone, settles: 'ready' });
