import { renderToString } from 'react-dom/server';
import { Footer } from './Footer';

/**
 * The document's footer, made at build time (webpack.config.cjs) into the footer's container: painted from the HTML
 * and seen without JavaScript, its cookie settings button hidden in its place (it needs the script). The shell
 * hydrates it once its script runs (mount-footer.tsx).
 */
export function staticFooterHtml(): string {
  return renderToString(<Footer settings={false} />);
}
