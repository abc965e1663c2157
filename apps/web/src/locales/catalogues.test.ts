// Every English text has its Bangla, with the same placeholders, and no Bangla key is left over:
// a screen never falls back to English in Bangla, and never loses a name or a number.
import { describe, expect, it } from 'vitest';
import { englishResources } from './english';

type Catalogue = { [key: string]: string | Catalogue };

const banglaFiles = import.meta.glob<Catalogue>('./bn/*.json', { eager: true, import: 'default' });
const bangla: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(banglaFiles).map(([path, catalogue]) => [path.replace(/^\.\/bn\/|\.json$/g, ''), catalogue]),
);

/** 'a.b.c' → text, with i18next's plural suffixes folded into their base key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      out.set(base, [...(out.get(base) ?? []), value]);
    } else {
      for (const [k, v] of flatten(value, path)) out.set(k, [...(out.get(k) ?? []), ...v]);
    }
  }
  return out;
}

const placeholders = (texts: string[]) => [...new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1])))].sort();

describe('the Bangla catalogues', () => {
  const namespaces = Object.keys(englishResources) as (keyof typeof englishResources)[];

  it('has a file for every English namespace', () => {
    for (const namespace of namespaces) expect(Object.keys(bangla), namespace).toContain(namespace);
  });

  it.each(namespaces)('%s: every English key in Bangla, none extra, the same placeholders', (namespace) => {
    const english = flatten(englishResources[namespace] as Catalogue);
    const ours = flatten(bangla[namespace] ?? {});
    expect([...ours.keys()].filter((k) => !english.has(k)), 'Bangla keys English lacks').toEqual([]);
    expect([...english.keys()].filter((k) => !ours.has(k)), 'English keys without Bangla').toEqual([]);
    for (const [key, texts] of english) {
      expect(placeholders(ours.get(key) ?? []), `${namespace}:${key}`).toEqual(placeholders(texts));
      for (const text of ours.get(key) ?? []) expect(text.trim(), `${namespace}:${key}`).not.toBe('');
    }
  });
});
