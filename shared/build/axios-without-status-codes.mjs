// Stands in for axios's HttpStatusCode table (axios.HttpStatusCode, names of some 60 status codes), which no
// storefront code reads: 0.5 KB gzip of every page. Reading a name from it fails loudly instead of giving undefined.
export default new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name === 'symbol') return undefined;
      throw new Error(`axios.HttpStatusCode.${name} is not bundled in the storefront: compare status numbers instead`);
    },
  },
);
