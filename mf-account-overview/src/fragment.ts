/** This fragment's name: in x-caller (`pet-storefront-web/mf-account-overview`) and in every error report. */
export const FRAGMENT_NAME = 'mf-account-overview';
