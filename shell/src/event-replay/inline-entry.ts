// The document's first script (shell/build/document-parts.cjs bundles and inlines it into index.html).
import { startEventReplay } from './event-replay';

startEventReplay();
