import { parseRecommendationContainers } from './parse-recommendations';

describe('parseRecommendationContainers', () => {
  it('keeps containers by position and marks unusable ones, so an index keeps its meaning', () => {
    const answer = {
      containers: [
        { name: 'container_1', caption: 'Beliebt bei Katzenfreunden', recommendations: [{ article: { id: 2401140 } }] },
        { name: 'container_2', recommendations: 'none' },
        { name: 'container_3', caption: '  ', recommendations: [] },
        null,
      ],
    };
    expect(parseRecommendationContainers(answer)).toEqual({
      containers: [
        { name: 'container_1', caption: 'Beliebt bei Katzenfreunden', recommendations: [{ article: { id: 2401140 } }] },
        null,
        { name: 'container_3', recommendations: [] },
        null,
      ],
      problems: ['container 1 has no recommendations list', 'container 3 is not an object'],
    });
  });

  it('reads an answer that is a bare list of containers (spec section 7)', () => {
    const answer = [{ name: 'container_1', caption: 'Beliebt bei Katzenfreunden', recommendations: [{ article: { id: 2401140 } }] }, 'container'];
    expect(parseRecommendationContainers(answer)).toEqual({
      containers: [{ name: 'container_1', caption: 'Beliebt bei Katzenfreunden', recommendations: [{ article: { id: 2401140 } }] }, null],
      problems: ['container 1 is not an object'],
    });
  });

  it.each([[[]], [{ containers: [] }]])('gives no containers and no problems for the empty answer %p', (answer) => {
    expect(parseRecommendationContainers(answer)).toEqual({ containers: [], problems: [] });
  });

  it.each([[null], ['<html>Wartung</html>'], [{}], [{ containers: {} }]])('has no containers for %p', (answer) => {
    expect(parseRecommendationContainers(answer)).toEqual({ containers: [], problems: ['the answer has no containers list'] });
  });
});
