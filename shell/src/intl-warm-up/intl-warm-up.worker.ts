// A worker's script (start-intl-warm-up.ts): loads ICU's number-formatting data for the whole page's process, then ends.
new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1);
self.close();
