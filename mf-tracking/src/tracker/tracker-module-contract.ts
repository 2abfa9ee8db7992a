// Compile-time check only (not bundled): the exposed module must satisfy the contract other fragments load.
import type { TrackerModule } from '@storefront/contracts';
import * as trackerModule from './index';

export const checkedTrackerModule = trackerModule satisfies TrackerModule;
