// Development only: runs this fragment on its own page (npm run dev -w mf-own-brand).
import { startStandalone } from '@storefront/ui/standalone';
import * as app from './app';

void startStandalone('mf_own_brand', app);
