/**
 * A module imported on first need, once per page load: `load()` starts the import (or returns the
 * one under way), `loaded` is the module once it is here. After a failed import (the network went
 * away) the next `load()` tries again.
 */
export function importOnce<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded(): T | undefined {
      return loaded;
    },
  };
}
