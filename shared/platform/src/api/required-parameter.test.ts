import { RequiredParameterError, requireParameters } from './required-parameter';

describe('requireParameters', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('throws the spec message word for word for a %s parameter', (_case, value) => {
    expect(() => requireParameters('getRecommendations', { siteId: 1, language: value })).toThrow(
      new Error('Required parameter language was null or undefined when calling getRecommendations.'),
    );
  });

  it('names the first missing parameter and throws a RequiredParameterError', () => {
    let thrown: unknown;
    try {
      requireParameters('getRedirectOptions', { domain: 'zooplus.de', locale: undefined, language: null });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RequiredParameterError);
    expect((thrown as Error).message).toBe('Required parameter locale was null or undefined when calling getRedirectOptions.');
  });

  it.each([
    ['0', 0],
    ['an empty string', ''],
    ['false', false],
    ['NaN', Number.NaN],
  ])('accepts %s as a present value', (_case, value) => {
    expect(() => requireParameters('getProducts', { value })).not.toThrow();
  });

  it('accepts an empty parameter list', () => {
    expect(() => requireParameters('getProducts', {})).not.toThrow();
  });
});
