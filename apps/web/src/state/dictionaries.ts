import type { DictItemOption, DictionaryOptions } from '@chelian/contracts/platform';
import { createStore, useStore } from './store';

/** Dictionary options in the current language, loaded after sign-in and after a language change. */
export const dictionaryStore = createStore<{ options: DictionaryOptions }>({ options: {} });

export function setDictionaries(options: DictionaryOptions): void {
  dictionaryStore.replace({ options });
}

export function clearDictionaries(): void {
  dictionaryStore.replace({ options: {} });
}

const EMPTY: DictItemOption[] = [];

export function useDictionary(code: string): DictItemOption[] {
  return useStore(dictionaryStore, (state) => state.options[code] ?? EMPTY);
}
