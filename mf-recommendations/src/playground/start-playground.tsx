import { createRoot } from 'react-dom/client';
import { prepareStandalone } from '@storefront/ui/standalone';
import { Playground } from './Playground';

void prepareStandalone('mf_recommendations').then((element) => createRoot(element).render(<Playground />));
