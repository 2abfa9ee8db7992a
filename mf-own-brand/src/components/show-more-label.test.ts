import { showMoreLabelling } from './show-more-label';

describe('showMoreLabelling (WCAG 2.5.3: the accessible name contains the visible text)', () => {
  it('describes the link with an aria label that does not contain the visible text', () => {
    expect(showMoreLabelling('Mehr anzeigen', 'Mehr Trockenfutter für Hunde von unseren Eigenmarken anzeigen')).toEqual({
      description: 'Mehr Trockenfutter für Hunde von unseren Eigenmarken anzeigen',
    });
  });

  it('names the link with an aria label that contains the visible text, whatever its case and spacing', () => {
    expect(showMoreLabelling('Mehr  anzeigen', 'mehr anzeigen: Hundesnacks')).toEqual({ name: 'mehr anzeigen: Hundesnacks' });
  });

  it('leaves the visible text as the name without an aria label', () => {
    expect(showMoreLabelling('Mehr anzeigen', undefined)).toEqual({});
  });
});
