require('@testing-library/jest-dom');

// jsdom has no fetch; the API client uses axios's fetch adapter. whatwg-fetch implements it on jsdom's XHR,
// and provides Request/Response/Headers, with which @storefront/test-support's fakeBackend answers window.fetch.
if (typeof window !== 'undefined' && typeof window.fetch !== 'function') {
  require('whatwg-fetch');
}

// jsdom has no matchMedia; swiper's breakpoints and the blocks' width steps need it. Answers (min-width: Npx) /
// (max-width: Npx) from window.innerWidth, so a test sets the viewport width and gets the matching breakpoint; a
// list's `change` listeners hear of a `resize` event that changes its answer, as a browser's do.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const answer = () => {
      const width = window.innerWidth;
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    };
    const onResize = new Map();
    const list = {
      get matches() {
        return answer();
      },
      media: query,
      onchange: null,
      addListener: (listener) => list.addEventListener('change', listener),
      removeListener: (listener) => list.removeEventListener('change', listener),
      addEventListener: (type, listener) => {
        if (type !== 'change' || onResize.has(listener)) return;
        let answered = answer();
        const resized = () => {
          if (answer() === answered) return;
          answered = answer();
          listener({ matches: answered, media: query });
        };
        onResize.set(listener, resized);
        window.addEventListener('resize', resized);
      },
      removeEventListener: (type, listener) => {
        if (type !== 'change' || !onResize.has(listener)) return;
        window.removeEventListener('resize', onResize.get(listener));
        onResize.delete(listener);
      },
      dispatchEvent: () => false,
    };
    return list;
  };
}

// waitFor and findBy* give up after 1 s by default. A page's chain of fake requests and renders takes longer now and
// then on a busy 2-core machine (the suite runs two test tasks at once, CI sometimes beside a browser): a wait that
// ends in success is not slowed down by a longer limit, only a failure is reported later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
