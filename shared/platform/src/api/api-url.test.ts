import { apiUrl } from './api-url';

describe('apiUrl', () => {
  it('puts the path under the base path with one slash between them', () => {
    expect(apiUrl('https://api.example/recommender/', '/v4/sites/1')).toBe('https://api.example/recommender/v4/sites/1');
    expect(apiUrl('https://api.example/recommender', 'v4/sites/1')).toBe('https://api.example/recommender/v4/sites/1');
    expect(apiUrl('https://api.example', '/a')).toBe('https://api.example/a');
  });

  it('takes an absolute URL as it is', () => {
    expect(apiUrl('https://api.example/bff', 'https://other.example/x')).toBe('https://other.example/x');
    expect(apiUrl('https://api.example/bff', '//other.example/x')).toBe('//other.example/x');
  });

  it('leaves out parameters without a value and keeps the commas of lists', () => {
    expect(apiUrl('https://api.example', '/products', { articleIds: '1801010,2401060', size: 2, sid: undefined, customerId: null, include3p: false })).toBe(
      'https://api.example/products?articleIds=1801010,2401060&size=2&include3p=false',
    );
  });

  it('encodes what would change the URL, spaces as +', () => {
    expect(apiUrl('https://api.example', '/search', { q: 'Trockenfutter & Snacks #1', 'a=b': 'ä/ö?' })).toBe(
      'https://api.example/search?q=Trockenfutter+%26+Snacks+%231&a%3Db=%C3%A4%2F%C3%B6%3F',
    );
  });

  it('appends to a query the path has already', () => {
    expect(apiUrl('https://api.example', '/x?page=1', { size: 5 })).toBe('https://api.example/x?page=1&size=5');
  });
});
