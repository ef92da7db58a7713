import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictItemOption, DictionaryOptions } from '@chelian/contracts/platform';
import type { OptionItem } from '@chelian/contracts/resource';
import { LIMITS } from '@chelian/contracts/values';
import { dictionaryStore } from '../state/dictionaries';
import { useStore } from '../state/store';
import { resourceApi } from './api';
import { findSpec } from './specs';
import type { OptionSource } from './types';

const NO_ITEMS: OptionItem[] = [];

/** Every dictionary loaded at sign-in (useDictionary for one code). */
export function useDictionaries(): DictionaryOptions {
  return useStore(dictionaryStore, (state) => state.options);
}

/** code -> value -> label, built once per dictionary load. */
export function useDictionaryLabels(): (code: string, value: unknown) => string | undefined {
  const options = useDictionaries();
  return useMemo(() => {
    const maps = new Map<string, Map<string, string>>();
    const mapOf = (code: string) => {
      let map = maps.get(code);
      if (!map) {
        map = new Map();
        const walk = (items: DictItemOption[] | undefined) =>
          items?.forEach((item) => {
            map!.set(String(item.id), item.label);
            walk(item.children);
          });
        walk(options[code]);
        maps.set(code, map);
      }
      return map;
    };
    return (code, value) =>
      value === undefined || value === null ? undefined : mapOf(code).get(String(value));
  }, [options]);
}

export const optionsQueryKey = (resource: string, admin = false) =>
  ['resource', resource, 'options', admin] as const;

/** Items of a select: fixed, loaded, from a dictionary (enum values labelled by it) or another resource's options. */
export function useOptionItems(
  source: OptionSource | undefined,
  enabled = true,
): { items: readonly OptionItem[]; loading: boolean } {
  const { t } = useTranslation();
  const dictionaries = useDictionaries();
  const refSpec = source?.kind === 'ref' ? findSpec(source.resource) : undefined;
  const loader = useQuery({
    queryKey:
      source?.kind === 'loader'
        ? ['options', source.key]
        : source?.kind === 'ref'
          ? optionsQueryKey(source.resource)
          : ['options', 'none'],
    queryFn: async (): Promise<OptionItem[]> => {
      if (source?.kind === 'loader') return source.load();
      if (source?.kind === 'ref' && refSpec) {
        const items = await resourceApi(refSpec).options();
        if (!Array.isArray(items)) throw new Error('dropdown data must be an array');
        return items;
      }
      return [];
    },
    enabled: enabled && (source?.kind === 'loader' || (source?.kind === 'ref' && Boolean(refSpec))),
    staleTime: 60_000,
  });
  const items = useMemo((): readonly OptionItem[] => {
    if (!source) return NO_ITEMS;
    switch (source.kind) {
      case 'static':
        return source.items;
      case 'boolean':
        return [
          { id: 'true', label: t('engine.yes') },
          { id: 'false', label: t('engine.no') },
        ];
      case 'dict': {
        const dict = dictionaries[source.code] ?? [];
        if (!source.values) return dict;
        const labels = new Map(dict.map((item) => [String(item.id), item.label]));
        return source.values.map((value) => ({ id: value, label: labels.get(value) ?? value }));
      }
      default:
        return loader.data ?? NO_ITEMS;
    }
  }, [source, dictionaries, loader.data, t]);
  return { items, loading: loader.isFetching };
}

/** Auto-complete suggestions of a resource: the options matching the typed text, at most 16. */
export function useAutocomplete(
  resource: string | undefined,
  keyword: string,
  admin = false,
): readonly OptionItem[] {
  const spec = findSpec(resource);
  const query = useQuery({
    queryKey: ['resource', resource ?? '', 'autocomplete', admin, keyword],
    queryFn: () => resourceApi(spec!, { admin }).options({ keyword, limit: LIMITS.autocomplete }),
    enabled: Boolean(spec && keyword.trim()),
    staleTime: 30_000,
  });
  return useMemo(() => (query.data ?? NO_ITEMS).slice(0, LIMITS.autocomplete), [query.data]);
}

/** OptionItem trees in the shape antd's TreeSelect and Cascader take. */
export interface TreeOption {
  value: string | number;
  title: string;
  label: string;
  children?: TreeOption[];
}
export function toTreeOptions(items: readonly OptionItem[]): TreeOption[] {
  return items.map((item) => ({
    value: item.id,
    title: item.label,
    label: item.label,
    ...(item.children?.length ? { children: toTreeOptions(item.children) } : {}),
  }));
}
