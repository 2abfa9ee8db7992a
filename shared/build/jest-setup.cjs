require('@testing-library/jest-dom');

// jsdom has no fetch; the API client uses axios's fetch adapter. whatwg-fetch implements it on jsdom's XHR,
// and provides Response/Headers so tests can answer `jest.spyOn(window, 'fetch')` with real responses.
if (typeof window !== 'undefined' && typeof window.fetch !== 'function') {
  require('whatwg-fetch');
}
