/** The account overview's own words for the logged-out shopper. */
export const LOGIN_TEXTS = {
  heading: 'Bitte melden Sie sich an',
  intro: 'Melden Sie sich an, um Ihre Bestellungen, persönlichen Daten und Vorteile zu sehen.',
  button: 'Zur Anmeldung',
  failed: 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
} as const;
