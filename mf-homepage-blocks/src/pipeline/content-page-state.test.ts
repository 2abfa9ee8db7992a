import type { ContentModel } from '../content/content-client';
import type { RegisteredBlock } from './block-definition';
import {
  BLOCK_SETTLED,
  BLOCK_WAITED,
  CODE_ARRIVED,
  CODE_REQUESTED,
  contentPageReducer,
  EVERY_BLOCK,
  FIRST_VIEW_SHOWN,
  LAYOUT_ANSWERED,
  LAYOUT_ASKED,
  layoutSlotsOf,
  LOAD_LIMIT_RAISED,
  MODEL_ARRIVED,
  MODELS_REQUESTED,
  pageLoadOf,
  type PageLoad,
} from './content-page-state';

const promoBar = { id: 'promo-bar', contentType: 'PromoBar' };
const terms = { id: 'terms', contentType: 'TermsTextBlock' };
const promoModel: ContentModel = { metadata: { contentType: 'PromoBar', id: 'promo-bar' }, title: 'Gratis Versand ab 49 €' };
const promoBlock = { contentType: 'PromoBar', settles: 'mount' } as unknown as RegisteredBlock;

/** A page whose layout has been answered with the promo bar and the terms. */
function laidOut(): PageLoad {
  return contentPageReducer(pageLoadOf(undefined), { type: LAYOUT_ANSWERED, slots: layoutSlotsOf([promoBar, terms]) });
}

describe('contentPageReducer', () => {
  it('starts with nothing asked for and the layout unanswered', () => {
    expect(pageLoadOf(undefined)).toEqual({
      layout: [],
      layoutAnswered: false,
      models: new Map(),
      codes: new Map(),
      outcomes: new Map(),
      loadLimit: -1,
      firstViewShown: false,
    });
  });

  it('lays the blocks out when the layout is answered, and keeps the layout it has when it failed', () => {
    const page = laidOut();
    expect(page.layoutAnswered).toBe(true);
    expect(page.layout.map((slot) => slot.key)).toEqual(['0:promo-bar', '1:terms']);
    const failed = contentPageReducer({ ...page, layoutAnswered: false }, { type: LAYOUT_ANSWERED, slots: undefined });
    expect(failed.layoutAnswered).toBe(true);
    expect(failed.layout).toBe(page.layout);
  });

  it('forgets the models of the page before when a new layout is asked for, and does not know its length until answered', () => {
    const page = contentPageReducer(laidOut(), { type: MODELS_REQUESTED, blockIds: ['promo-bar'] });
    const asked = contentPageReducer(page, { type: LAYOUT_ASKED });
    expect(asked.models.size).toBe(0);
    expect(asked.layoutAnswered).toBe(false);
    expect(asked.layout).toBe(page.layout);
  });

  it('marks requested models as loading and keeps each model that arrives, or its failure', () => {
    const requested = contentPageReducer(laidOut(), { type: MODELS_REQUESTED, blockIds: ['promo-bar', 'terms'] });
    expect(requested.models.get('promo-bar')).toEqual({ status: 'loading' });
    expect(requested.models.get('terms')).toEqual({ status: 'loading' });
    const arrived = contentPageReducer(requested, { type: MODEL_ARRIVED, blockId: 'promo-bar', model: { status: 'loaded', model: promoModel } });
    const failed = contentPageReducer(arrived, { type: MODEL_ARRIVED, blockId: 'terms', model: { status: 'failed' } });
    expect(failed.models.get('promo-bar')).toEqual({ status: 'loaded', model: promoModel });
    expect(failed.models.get('terms')).toEqual({ status: 'failed' });
    expect(requested.models.get('promo-bar')).toEqual({ status: 'loading' });
  });

  it('marks requested code as loading by content type and keeps the code that arrives, or its failure', () => {
    const requested = contentPageReducer(laidOut(), { type: CODE_REQUESTED, contentTypes: ['PromoBar', 'TermsTextBlock'] });
    expect(requested.codes.get('PromoBar')).toEqual({ status: 'loading' });
    const arrived = contentPageReducer(requested, { type: CODE_ARRIVED, contentType: 'PromoBar', code: { status: 'loaded', block: promoBlock } });
    const failed = contentPageReducer(arrived, { type: CODE_ARRIVED, contentType: 'TermsTextBlock', code: { status: 'failed' } });
    expect(failed.codes.get('PromoBar')).toEqual({ status: 'loaded', block: promoBlock });
    expect(failed.codes.get('TermsTextBlock')).toEqual({ status: 'failed' });
  });

  it('keeps the outcome a block settles with, and returns the same state when it settles again alike', () => {
    const shown = contentPageReducer(laidOut(), { type: BLOCK_SETTLED, key: '0:promo-bar', outcome: 'shown' });
    expect(shown.outcomes.get('0:promo-bar')).toBe('shown');
    expect(contentPageReducer(shown, { type: BLOCK_SETTLED, key: '0:promo-bar', outcome: 'shown' })).toBe(shown);
    expect(contentPageReducer(shown, { type: BLOCK_SETTLED, key: '0:promo-bar', outcome: 'empty' }).outcomes.get('0:promo-bar')).toBe('empty');
  });

  it('passes by a block that has not settled after the time-out, but not one that has settled meanwhile', () => {
    const waited = contentPageReducer(laidOut(), { type: BLOCK_WAITED, key: '0:promo-bar' });
    expect(waited.outcomes.get('0:promo-bar')).toBe('waited');
    const shown = contentPageReducer(laidOut(), { type: BLOCK_SETTLED, key: '0:promo-bar', outcome: 'shown' });
    expect(contentPageReducer(shown, { type: BLOCK_WAITED, key: '0:promo-bar' })).toBe(shown);
    // a block passed by that settles later keeps its real outcome
    expect(contentPageReducer(waited, { type: BLOCK_SETTLED, key: '0:promo-bar', outcome: 'shown' }).outcomes.get('0:promo-bar')).toBe('shown');
  });

  it('raises the load limit, never lowers it, and returns the same state when it does not rise', () => {
    const raised = contentPageReducer(laidOut(), { type: LOAD_LIMIT_RAISED, limit: 1 });
    expect(raised.loadLimit).toBe(1);
    expect(contentPageReducer(raised, { type: LOAD_LIMIT_RAISED, limit: 0 })).toBe(raised);
    expect(contentPageReducer(raised, { type: LOAD_LIMIT_RAISED, limit: 1 })).toBe(raised);
    expect(contentPageReducer(raised, { type: LOAD_LIMIT_RAISED, limit: EVERY_BLOCK }).loadLimit).toBe(EVERY_BLOCK);
  });

  it('remembers that the first view has been shown, once', () => {
    const shown = contentPageReducer(laidOut(), { type: FIRST_VIEW_SHOWN });
    expect(shown.firstViewShown).toBe(true);
    expect(contentPageReducer(shown, { type: FIRST_VIEW_SHOWN })).toBe(shown);
  });

  it('leaves what an action is not about untouched', () => {
    const page = contentPageReducer(laidOut(), { type: MODELS_REQUESTED, blockIds: ['promo-bar'] });
    const next = contentPageReducer(page, { type: CODE_REQUESTED, contentTypes: ['PromoBar'] });
    expect(next.models).toBe(page.models);
    expect(next.outcomes).toBe(page.outcomes);
    expect(next.layout).toBe(page.layout);
    expect(page.codes.size).toBe(0);
  });
});
