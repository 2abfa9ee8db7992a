import { recommendationContainers } from './recommender-answer';

describe('recommendationContainers', () => {
  it.each<[string, unknown, readonly unknown[]]>([
    ['a bare list', [{ name: 'container_1' }, null], [{ name: 'container_1' }, null]],
    ['an empty list', [], []],
    ['an object with a containers list', { containers: [{ name: 'container_1' }] }, [{ name: 'container_1' }]],
  ])('gives the containers of %s', (_case, answer, containers) => {
    expect(recommendationContainers(answer)).toEqual(containers);
  });

  it.each<[unknown]>([[null], [undefined], ['<html>Wartung</html>'], [42], [{}], [{ containers: 'keine' }], [{ containers: { 0: 'a' } }]])(
    'gives nothing for %p',
    (answer) => {
      expect(recommendationContainers(answer)).toBeUndefined();
    },
  );
});
