/** The script of `entryFile` bundled, minified, one expression (an IIFE) without comments, for a <script> element. */
export declare function inlineScript(entryFile: string): string;
