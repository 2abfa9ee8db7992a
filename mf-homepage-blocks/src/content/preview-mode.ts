/** Preview mode: the page URL carries `?preview=true`; content calls then ask for unpublished drafts. */
export function isPreviewMode(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('preview') === 'true';
}
