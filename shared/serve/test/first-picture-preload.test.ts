import { firstPicturePreload } from '../src/shell-server/first-picture-preload';

const IMAGES = 'https://images.example/content';
const bannerPicture = (
  priority: string,
  source = `<source type="image/webp" srcSet="${IMAGES}/a.webp?w=375 375w, ${IMAGES}/a.webp?w=750 750w" sizes="calc(100vw - 2rem)"/>`,
) =>
  `<picture>${source}<img src="${IMAGES}/a.jpg?w=750" srcSet="${IMAGES}/a.jpg?w=375 375w, ${IMAGES}/a.jpg?w=750 750w" sizes="calc(100vw - 2rem)" alt="Banner" width="750" height="300" loading="eager" ${priority}/></picture>`;

describe('firstPicturePreload', () => {
  it('preloads the picture with high priority from its first source, for the windows of a phone’s first view', () => {
    const html = `<section><h1>Unsere Eigenmarken</h1>${bannerPicture('fetchPriority="high"')}</section>`;
    expect(firstPicturePreload(html, 'mobile')).toBe(
      `<${IMAGES}/a.jpg?w=750>; rel=preload; as=image; fetchpriority=high; type="image/webp"; ` +
        `imagesrcset="${IMAGES}/a.webp?w=375 375w, ${IMAGES}/a.webp?w=750 750w"; imagesizes="calc(100vw - 2rem)"; media="(max-width: 543px)"`,
    );
  });

  it('takes the img’s own candidates without sources, and names no windows for a first view of every width', () => {
    const html = `<img src="${IMAGES}/hero.jpg?w=800&amp;q=80" srcset="${IMAGES}/hero.jpg?w=400 400w" sizes="100vw" fetchpriority="high" alt="Held"/>`;
    expect(firstPicturePreload(html, 'responsive')).toBe(
      `<${IMAGES}/hero.jpg?w=800&q=80>; rel=preload; as=image; fetchpriority=high; imagesrcset="${IMAGES}/hero.jpg?w=400 400w"; imagesizes="100vw"`,
    );
  });

  it('takes the first picture with high priority only, not an earlier lazy one', () => {
    const lazy = bannerPicture('loading="lazy"').replaceAll('/a.', '/lazy.');
    const html = `${lazy}${bannerPicture('fetchPriority="high"')}${bannerPicture('fetchPriority="high"').replaceAll('/a.', '/b.')}`;
    expect(firstPicturePreload(html, 'mobile')).toMatch(new RegExp(`^<${IMAGES}/a\\.jpg\\?w=750>`));
  });

  it('preloads nothing when the picture’s sources are for windows of their own: the browser picks one of them', () => {
    const sources = `<source media="(min-width: 768px)" srcSet="${IMAGES}/desktop.webp?w=1280 1280w" sizes="100vw"/><source srcSet="${IMAGES}/mobile.webp?w=800 800w" sizes="100vw"/>`;
    expect(firstPicturePreload(bannerPicture('fetchPriority="high"', sources), 'responsive')).toBeUndefined();
  });

  it('preloads nothing when the picture of high priority is lazy: CSS shows one of several, and only that one loads', () => {
    const perLayout = `${bannerPicture('fetchPriority="high"').replaceAll('/a.', '/desktop.')}${bannerPicture('fetchPriority="high"')}`.replaceAll(
      'loading="eager"',
      'loading="lazy"',
    );
    expect(firstPicturePreload(perLayout, 'responsive')).toBeUndefined();
  });

  it('preloads nothing without a picture of high priority', () => {
    expect(firstPicturePreload(bannerPicture('loading="lazy"'), 'mobile')).toBeUndefined();
    expect(firstPicturePreload('<p>Keine Bilder</p>', 'mobile')).toBeUndefined();
    expect(firstPicturePreload('', 'responsive')).toBeUndefined();
  });

  it('preloads nothing when content named a picture that cannot be written into a header as it is', () => {
    for (const url of [`${IMAGES}/a.jpg?x=&quot;;rel=stylesheet`, `${IMAGES}/a.jpg&#10;Set-Cookie: x=1`, `${IMAGES}/ä.jpg`, `${IMAGES}/a.jpg&gt;`]) {
      expect(firstPicturePreload(`<img src="${url}" fetchpriority="high" alt=""/>`, 'mobile')).toBeUndefined();
    }
  });
});
