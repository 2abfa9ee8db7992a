// Stands in for axios's XMLHttpRequest adapter. The platform's API client always uses the fetch adapter
// (redirect: 'manual' exists only there), so the XHR adapter is dead weight in every browser bundle.
export default false;
