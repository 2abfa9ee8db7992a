import fs from 'node:fs';
import path from 'node:path';

/** A relative link of a Markdown file: its target file (repository-relative) and the heading anchor, if any. */
export interface MarkdownLink {
  from: string;
  text: string;
  file: string;
  anchor: string | undefined;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (outside code blocks). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = !inCode && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1] ?? ''));
  }
  return anchors;
}

/** The relative links of a Markdown file (links to other sites and inline code are not followed). */
export function relativeLinksOf(file: string, markdown: string): MarkdownLink[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].flatMap(([, text = '', target = '']) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return [];
    const [targetPath = '', anchor] = target.split('#');
    return [{ from: file, text, file: targetPath === '' ? file : path.join(path.dirname(file), targetPath), anchor }];
  });
}

/** Every link of `files` (repository-relative) whose file or heading does not exist, described for a message. */
export function brokenLinks(repositoryRoot: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    relativeLinksOf(file, fs.readFileSync(path.join(repositoryRoot, file), 'utf8')).flatMap((link) => {
      const target = path.join(repositoryRoot, link.file);
      if (!fs.existsSync(target)) return [`${link.from}: [${link.text}] -> ${link.file} does not exist`];
      if (link.anchor === undefined || !link.file.endsWith('.md')) return [];
      return anchorsOf(fs.readFileSync(target, 'utf8')).has(link.anchor)
        ? []
        : [`${link.from}: [${link.text}] -> ${link.file}#${link.anchor}: no such heading`];
    }),
  );
}
