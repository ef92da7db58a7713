import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../src/i18n';

/**
 * Every exported label of the contracts, by where it sits: '<module>#<export>.<path>'. A label is
 * an object whose keys are exactly the languages.
 */
const modules = import.meta.glob<Record<string, unknown>>('../src/**/*.ts', { eager: true });

type Labels = Map<string, Record<string, string>>;

function isLabel(value: object): value is Record<string, string> {
  const keys = Object.keys(value);
  return keys.length === LANGS.length && LANGS.every((lang) => typeof (value as never)[lang] === 'string');
}

function collect(value: unknown, path: string, out: Labels, stack: Set<object>): void {
  if (!value || typeof value !== 'object' || stack.has(value)) return;
  if (isLabel(value)) {
    out.set(path, value);
    return;
  }
  stack.add(value);
  for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`, out, stack);
  stack.delete(value);
}

const labels: Labels = new Map();
for (const [file, exports] of Object.entries(modules))
  for (const [name, value] of Object.entries(exports))
    collect(value, `${file.replace('../src/', '')}#${name}`, labels, new Set());

const HAN = /[\u4e00-\u9fff]/;

describe('contracts labels', () => {
  it('are found', () => {
    expect(labels.size).toBeGreaterThan(500);
  });

  it('are non-empty in every language', () => {
    for (const [path, label] of labels)
      for (const lang of LANGS) expect(label[lang]?.trim().length, `${path} ${lang}`).toBeGreaterThan(0);
  });

  it('are translated into English wherever the Chinese text has Chinese in it', () => {
    for (const [path, label] of labels)
      if (HAN.test(label['zh-CN']!)) expect(label['en-US'], path).not.toBe(label['zh-CN']);
  });

  // Set CONTRACTS_LABELS_SNAPSHOT to a file outside the repository to record the labels once and
  // check every later run against that record, e.g. around a mechanical rewrite of the labels:
  // each recorded label must still be there with the same texts (new labels may appear).
  const snapshot = process.env.CONTRACTS_LABELS_SNAPSHOT;
  it.runIf(snapshot)('keep the texts of the recorded snapshot', () => {
    const current = Object.fromEntries([...labels].sort(([a], [b]) => a.localeCompare(b)));
    if (!existsSync(snapshot!)) return writeFileSync(snapshot!, JSON.stringify(current, null, 1));
    const recorded = JSON.parse(readFileSync(snapshot!, 'utf8')) as Record<string, Record<string, string>>;
    for (const [path, label] of Object.entries(recorded)) expect(current[path], path).toEqual(label);
  });
});
