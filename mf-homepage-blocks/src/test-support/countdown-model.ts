import type { CountdownModel } from '../blocks/countdown/countdown-model';

/** The countdown the tests count down: Black Week, ending 2025-11-22 12:30:45 UTC. */
export const BLACK_WEEK_COUNTDOWN: CountdownModel = {
  headline: 'Black Week: bis zu 30 % Rabatt',
  message: 'Nur für kurze Zeit – solange der Vorrat reicht.',
  endDate: '2025-11-22T12:30:45Z',
  buttonLabel: 'Jetzt sparen',
  targetLink: '/shop/angebote/black_week',
  ariaLabel: 'Zu den Black-Week-Angeboten',
  background: '#1F2A44',
  shortLink: 'black-week',
};
