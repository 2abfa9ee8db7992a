import { en } from 'zod/locales';
import { z } from 'zod/mini';

// zod/mini registers no locale, so every issue would read just "Invalid input". The classic API registered
// English on first use unless a locale was already configured; doing the same keeps reported messages as they were.
if (!z.config().localeError) z.config(en());
