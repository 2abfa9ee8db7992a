import { contentType } from 'mime-types';

/** The Content-Type a file of a release is served with from the store (by its extension, from the mime-db list). */
export function contentTypeOf(file: string): string {
  return contentType(file.split('/').pop() ?? file) || 'application/octet-stream';
}
