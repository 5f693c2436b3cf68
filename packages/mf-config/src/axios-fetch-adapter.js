// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds. axios picks its
// first adapter that works, in the order xhr, http, fetch: every browser we serve has
// XMLHttpRequest, so the fetch adapter never ran, yet it shipped on every page (about 3 kB gzipped).
// No code of ours asks for `adapter: 'fetch'`; if some did, axios would say the adapter "is not
// supported by the environment" instead of sending the request another way.
export const getFetch = () => false;

export default null;
