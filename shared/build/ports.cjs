// Default ports of every server (see ARCHITECTURE.md); each can be overridden by environment variables.
const defaultPorts = {
  shell: 8080,
  'mf-homepage-blocks': 8081,
  'mf-recommendations': 8082,
  'mf-account-overview': 8083,
  'mf-own-brand': 8084,
  'mf-tracking': 8085,
  'sample-api': 8090,
};

module.exports = { defaultPorts };
