/**
 * Pointers a reader follows: relative links of the Markdown pages (and their #anchors), and the
 * repository paths named in those pages and in code comments. A pointer to nothing sends a newcomer
 * looking for a file that moved or never existed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** Folders whose files a path may name; a token must start with one of them. */
const TOP = ['common', 'lambdas', 'infra', 'web', 'test', 'docs', '.ci'];
const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w@/.\-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\w.\-/]*[\w/])`,
  'g',
);
/** What builds and runs write, named in the docs but never committed. */
const GENERATED = ['web/dist', 'test/bench/results', 'cdk.out', '.data'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'cdk.out',
  '.data',
  'results',
  'demo-cover-variants',
]);
const CODE = /\.(ts|tsx|js|mjs|css)$/;

export interface Broken {
  file: string;
  pointer: string;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
}

/** The comments of a code file, where paths are pointers, not data (TypeScript's scanner skips strings). */
export function commentsOf(source: string, file = 'x.ts'): string {
  if (file.endsWith('.css')) return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join('\n');
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    source,
  );
  const comments: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push(scanner.getTokenText());
    }
  }
  return comments.join('\n');
}

export interface PointerSource {
  /** Path of the file, relative to the repository root. */
  file: string;
  text: string;
  markdown: boolean;
}

/** Every broken pointer of the given texts; `read` answers a Markdown file's text for anchor checks. */
export function brokenPointers(
  sources: readonly PointerSource[],
  root: string,
  exists: (path: string) => boolean = (path) => existsSync(join(root, path)),
  read: (path: string) => string = (path) => readFileSync(join(root, path), 'utf8'),
): Broken[] {
  const broken: Broken[] = [];
  for (const { file, text, markdown } of sources) {
    const searched = markdown ? text : commentsOf(text, file);
    for (const match of searched.matchAll(PATH_TOKEN)) {
      // A pattern (`session-*.ts`, `{id}.json`) names files of a shape, not one file.
      const after = searched.slice((match.index ?? 0) + match[0].length).match(/^[\w.\-/]*(.)/u)?.[1];
      if (after === '*' || after === '{') continue;
      const path = (match[1] ?? '').replace(/\/$/, '');
      if (GENERATED.some((g) => path === g || path.startsWith(`${g}/`))) continue;
      if (!exists(path)) broken.push({ file, pointer: path });
    }
    if (!markdown) continue;
    for (const link of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1] ?? '';
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const resolved = pathPart ? relative(root, join(root, dirname(file), pathPart)) : file;
      if (!exists(resolved)) {
        broken.push({ file, pointer: target });
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor)) {
        broken.push({ file, pointer: target });
      }
    }
  }
  return broken;
}

/** README.md, every page of docs/, and every code file's comments. */
export function repositorySources(root: string): PointerSource[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path);
      return [path];
    });
  const files = [
    'README.md',
    ...walk('docs').filter((f) => f.endsWith('.md')),
    ...TOP.filter((t) => t !== 'docs' && existsSync(join(root, t))).flatMap((t) =>
      walk(t).filter((f) => CODE.test(f)),
    ),
  ];
  return files.map((file) => ({
    file,
    text: readFileSync(join(root, file), 'utf8'),
    markdown: file.endsWith('.md'),
  }));
}
