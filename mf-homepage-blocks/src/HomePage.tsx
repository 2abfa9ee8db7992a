import { ContentPage } from './pipeline/ContentPage';

/** The content service's page id of the homepage. */
export const HOMEPAGE_ID = 'homepage';

/** The homepage: the content page `homepage`, its blocks in the order of the content service's layout. */
export function HomePage() {
  return <ContentPage pageId={HOMEPAGE_ID} />;
}
