export declare const defaultPorts: {
  shell: number;
  'mf-homepage-blocks': number;
  'mf-recommendations': number;
  'mf-account-overview': number;
  'mf-own-brand': number;
  'mf-tracking': number;
  'sample-api': number;
};
