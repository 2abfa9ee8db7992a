import { petTypeFromSearch, tabHref, urlWithPetType } from './pet-tab';

describe('petTypeFromSearch (spec section 2: dog when type is dog, otherwise cat)', () => {
  const selectingDog = ['?type=dog', '?type=DOG', '?type=%20dog%20', '?utm_source=newsletter&type=dog'];
  // Missing, cat, empty, other pets, near misses and garbage.
  const selectingCat = ['', '?type=cat', '?type=', '?type=hamster', '?type=dogs', '?typ=dog', '?type=%3Cscript%3E'];

  it.each(selectingDog)('%p selects the dog tab', (search) => expect(petTypeFromSearch(search)).toBe('dog'));
  it.each(selectingCat)('%p selects the cat tab', (search) => expect(petTypeFromSearch(search)).toBe('cat'));
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

describe('tabHref', () => {
  it("is the page with the type and the recommendations' anchor (spec section 2)", () => {
    expect(tabHref('dog')).toBe('?type=dog#recommendation');
    expect(new URL(tabHref('cat'), 'https://www.zooplus.de/eigenmarken?type=dog').href).toBe('https://www.zooplus.de/eigenmarken?type=cat#recommendation');
  });
});
