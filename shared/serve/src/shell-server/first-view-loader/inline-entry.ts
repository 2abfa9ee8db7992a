/// <reference lib="dom" />
// The script at the end of a document with a first view (loader-script.ts bundles it; the server inlines it).
import { DEFERRED_ENTRY_ID, startEntryAfterFirstPicture, type DeferredEntry } from './entry-after-first-picture';

startEntryAfterFirstPicture(JSON.parse(document.getElementById(DEFERRED_ENTRY_ID)?.textContent ?? '') as DeferredEntry);
