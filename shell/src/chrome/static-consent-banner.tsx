import { renderToString } from 'react-dom/server';
import { ConsentBannerView } from './ConsentBannerView';

/**
 * The page the static banner's form returns to as built: the shell's server writes each request's own page into it
 * (shared/serve, shell-document.ts), and the browser's ConsentBanner renders the page it is on.
 */
export const STATIC_CONSENT_RETURN_PATH = '/';

/** The banner's HTML for index.html, made at build time (webpack.config.cjs) from the component the page hydrates. */
export function staticConsentBannerHtml(): string {
  return renderToString(<ConsentBannerView returnTo={STATIC_CONSENT_RETURN_PATH} />);
}
