/**
 * The script of `entryFile` bundled, minified, one expression (an IIFE) without comments, for a <script> element (or a
 * worker's file); `define` replaces identifiers by JavaScript expressions.
 */
export declare function inlineScript(entryFile: string, define?: Record<string, string>): string;
