/** This fragment's name: in x-caller (`pet-storefront-web/mf-own-brand`) and in every error report. */
export const FRAGMENT_NAME = 'mf-own-brand';
