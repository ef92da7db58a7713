import { useSyncExternalStore } from 'react';

export interface Store<S> {
  get(): S;
  set(next: Partial<S> | ((prev: S) => Partial<S>)): void;
  replace(next: S): void;
  subscribe(listener: (state: S, prev: S) => void): () => void;
}

/** A tiny observable store (the app's global state is small: the session and the dictionaries). */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<(state: S, prev: S) => void>();
  const emit = (prev: S) => listeners.forEach((listener) => listener(state, prev));
  return {
    get: () => state,
    set(next) {
      const patch = typeof next === 'function' ? next(state) : next;
      const prev = state;
      state = { ...state, ...patch };
      emit(prev);
    },
    replace(next) {
      const prev = state;
      state = next;
      emit(prev);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S extends object, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
