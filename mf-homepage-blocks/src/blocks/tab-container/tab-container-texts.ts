// Texts and tracking names of the tab container that content does not carry.

/** Name of the row of tabs. */
export const TABLIST_LABEL = 'Produktauswahl';

/** Tracking: a shopper opens a tab (id: block id and the tab's position). */
export const TAB_TARGET = 'tab_container_tab';

/** Tracking: a tab's banner seen for 500 ms (id: block id and the tab's position). */
export const TAB_BANNER_TARGET = 'tab_container_banner';

/** The id of a tab in the page and in tracking: the block's content id and the tab's position in content, from 1. */
export const tabKey = (blockId: string, position: number) => `${blockId}-tab-${position + 1}`;
