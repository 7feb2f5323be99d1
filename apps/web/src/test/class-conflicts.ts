/**
 * Which classes of one class list set the same CSS property, as the app's own stylesheet compiles
 * them. `cn` only joins class names, so between two such classes (`px-5` and `px-3`) the order of
 * the stylesheet would decide, not the order of the list: a component's default and a caller's
 * class must never meet on one element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';

const require = createRequire(import.meta.url);
const stylesheet = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../index.css');

/** The app's stylesheet (index.css), ready to build the CSS of any classes. */
const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
  base: path.dirname(stylesheet),
  loadStylesheet: async (id, base) => {
    const file = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, { paths: [base] });
    return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
  },
});

/** One declaration of a class: where it applies (media, state, selector), the property and its value. */
interface Declaration {
  where: string;
  property: string;
  value: string;
}

interface Block {
  prelude: string;
  declarations: Array<[string, string]>;
  blocks: Block[];
}

/** A small reader for the nested CSS the compiler writes (no strings with braces in our classes). */
function parse(css: string): Block[] {
  const root: Block = { prelude: '', declarations: [], blocks: [] };
  const stack = [root];
  let text = '';
  for (const char of css) {
    const current = stack[stack.length - 1]!;
    if (char === '{') {
      const block: Block = { prelude: text.trim(), declarations: [], blocks: [] };
      current.blocks.push(block);
      stack.push(block);
      text = '';
    } else if (char === ';' || char === '}') {
      const colon = text.indexOf(':');
      if (colon > 0 && !text.trim().startsWith('@')) {
        current.declarations.push([text.slice(0, colon).trim(), text.slice(colon + 1).trim()]);
      }
      text = '';
      if (char === '}') stack.pop();
    } else {
      text += char;
    }
  }
  return root.blocks;
}

/** The first class of a selector, unescaped (`.hover\:bg-x:hover` → `hover:bg-x`), and the rest. */
function classOf(selector: string): { name: string; rest: string } | null {
  const match = selector.match(/\.((?:\\.|[\w-])+)/);
  if (!match) return null;
  return { name: match[1]!.replace(/\\(.)/g, '$1'), rest: selector.replace(match[0], '&') };
}

/** Every declaration of each class (the utilities layer: Tailwind's and index.css's `@utility`). */
function declarationsOf(classes: string[]): Map<string, Declaration[]> {
  const found = new Map<string, Declaration[]>();
  const walk = (blocks: Block[], context: string[], owner: { name: string; where: string } | null) => {
    for (const block of blocks) {
      const atRule = block.prelude.startsWith('@');
      const selector = atRule ? null : classOf(block.prelude);
      const current = selector
        ? { name: selector.name, where: [...context, selector.rest].join(' ') }
        : owner;
      if (current) {
        const list = found.get(current.name) ?? [];
        for (const [property, value] of block.declarations)
          list.push({ where: current.where, property, value });
        found.set(current.name, list);
      }
      walk(block.blocks, atRule ? [...context, block.prelude] : context, current);
    }
  };
  const utilities = parse(compiler.build(classes)).filter((block) => block.prelude === '@layer utilities');
  for (const layer of utilities) walk(layer.blocks, [], null);
  return found;
}

/**
 * The pairs of classes in `classList` that set one property, in the same place, to different
 * values. Not a clash: a property one of them reads through a variable the other sets (Tailwind's
 * own pairs, such as a text size's line height giving way to `leading-*`), or an `!important` one.
 */
export function classConflicts(classList: string): string[] {
  const classes = [...new Set(classList.split(/\s+/).filter(Boolean))];
  const declarations = declarationsOf(classes);
  const sets = (name: string, variable: string) =>
    (declarations.get(name) ?? []).some((declaration) => declaration.property === variable);
  const reads = (value: string, other: string) =>
    [...value.matchAll(/var\((--[\w-]+)/g)].some((match) => sets(other, match[1]!));
  const conflicts: string[] = [];
  classes.forEach((first, index) => {
    for (const second of classes.slice(index + 1)) {
      for (const a of declarations.get(first) ?? []) {
        const b = (declarations.get(second) ?? []).find(
          (candidate) => candidate.where === a.where && candidate.property === a.property,
        );
        if (!b || b.value === a.value) continue;
        if (a.value.includes('!important') || b.value.includes('!important')) continue;
        if (reads(a.value, second) || reads(b.value, first)) continue;
        conflicts.push(`${first} / ${second} (${a.property})`);
        break;
      }
    }
  });
  return conflicts;
}

/** `classConflicts` of every element under `root` that has classes, with the element named. */
export function classConflictsIn(root: ParentNode): string[] {
  return [...root.querySelectorAll('[class]')].flatMap((element) =>
    classConflicts(element.getAttribute('class') ?? '').map(
      (conflict) =>
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">: ${conflict}`,
    ),
  );
}
