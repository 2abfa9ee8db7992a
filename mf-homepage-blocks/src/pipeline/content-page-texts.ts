// Texts of the content page itself (its blocks carry their own, from content or their own texts files).

/** The keyboard stop after the blocks shown so far while more are still to come (MoreBlocksStop). */
export const MORE_BLOCKS_LOADING = 'Weitere Inhalte werden geladen';
