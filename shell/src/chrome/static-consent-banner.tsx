import { renderToString } from 'react-dom/server';
import { ConsentBannerView } from './ConsentBannerView';

/** The banner's HTML for index.html, made at build time (webpack.config.cjs) from the component the page hydrates. */
export function staticConsentBannerHtml(): string {
  return renderToString(<ConsentBannerView />);
}
