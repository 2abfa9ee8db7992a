import { defineBlock } from '../../pipeline/block-definition';
import { CustomerStatistics } from './CustomerStatistics';
import { customerStatisticsSchema } from './customer-statistics-model';

export default defineBlock({ contentType: 'CustomerStatistics', schema: customerStatisticsSchema, Component: CustomerStatistics });
