// Development only: this fragment's exposed components on one page (npm run dev -w mf-recommendations).
import { createRoot } from 'react-dom/client';
import { prepareStandalone } from '@storefront/ui/standalone';
import { Playground } from './playground/Playground';

void prepareStandalone('mf_recommendations').then((element) => createRoot(element).render(<Playground />));
