// Development only: runs this fragment on its own page (npm run dev -w mf-tracking).
import { startStandalone } from '@storefront/ui/standalone';
import * as app from './app';
import { showDebugPanelByDefault } from './debug/debug-switch';

showDebugPanelByDefault(window);

void startStandalone('mf_tracking', app);
