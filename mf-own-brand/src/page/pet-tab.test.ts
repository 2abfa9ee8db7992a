import { petTypeFromSearch, urlWithPetType } from './pet-tab';

describe('petTypeFromSearch (spec section 2: dog when type is dog, otherwise cat)', () => {
  it.each<[string, string]>([
    ['?type=dog', 'dog'],
    ['?type=cat', 'cat'],
    ['', 'cat'],
    ['?type=', 'cat'],
    ['?type=hamster', 'cat'],
    ['?type=%3Cscript%3E', 'cat'],
    ['?type=dogs', 'cat'],
    ['?type=DOG', 'dog'],
    ['?type=%20dog%20', 'dog'],
    ['?utm_source=newsletter&type=dog', 'dog'],
    ['?typ=dog', 'cat'],
  ])('%p selects %s', (search, petType) => {
    expect(petTypeFromSearch(search)).toBe(petType);
  });
});

describe('urlWithPetType', () => {
  it('sets type and keeps the path, the other query parameters and the anchor', () => {
    expect(urlWithPetType('http://localhost:8080/eigenmarken?utm_source=nl&type=cat#recommendation', 'dog')).toBe(
      '/eigenmarken?utm_source=nl&type=dog#recommendation',
    );
  });

  it('adds type to a URL without one', () => {
    expect(urlWithPetType('http://localhost:8080/eigenmarken', 'cat')).toBe('/eigenmarken?type=cat');
  });
});
