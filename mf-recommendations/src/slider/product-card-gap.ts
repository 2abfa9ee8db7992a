/** Between two product cards: 12 px leaves two cards of at least 150 px side by side on a 360 px phone (issue 34). */
export const PRODUCT_CARD_GAP_PX = 12;
