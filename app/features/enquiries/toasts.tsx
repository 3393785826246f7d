import { useSyncExternalStore } from "react";
import { importOnce } from "#app/lib/import-once.ts";

/** react-toastify and the site's container, imported when a form first has something to say. */
type ToastModule = typeof import("./toast-container.tsx");
type Kind = "info" | "error";

/** The container that takes toasts given no container id. */
const defaultContainer = "page";

const toastModule = importOnce(() => import("./toast-container.tsx"));
const listeners = new Set<() => void>();
const mounted = new Set<string>();
const waiting = new Map<string, (() => void)[]>();

/** Starts the import (once); a form calls it when it is first sent. */
export async function loadToasts(): Promise<ToastModule> {
  const module = await toastModule.load();
  for (const listener of listeners) listener();
  return module;
}

function containerMounted(id: string) {
  mounted.add(id);
  for (const resolve of waiting.get(id) ?? []) resolve();
  waiting.delete(id);
  return () => {
    mounted.delete(id);
  };
}

function whenMounted(id: string): Promise<void> {
  if (mounted.has(id)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
}

/**
 * Shows a toast in the named container (the page's when none is named). The first one waits for
 * the import and for the container to be on the page, so that it is added to an existing live
 * region, as every later one is. Without the library (offline) the outcome is still shown under
 * the fields and in the form's panel.
 */
export async function showToast(kind: Kind, message: string, containerId?: string) {
  try {
    const { toast } = await loadToasts();
    await whenMounted(containerId ?? defaultContainer);
    toast[kind](message, containerId ? { containerId } : {});
  } catch (error) {
    console.error(error);
  }
}

/** Closes every toast shown so far (there are none before the library is loaded). */
export function dismissToasts() {
  toastModule.loaded?.toast.dismiss();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The toasts of the specification: top right, 5 s, pause on hover and focus loss, drag at 80 %.
 * A modal dialog is drawn in the browser's top layer, above everything else on the page, so it
 * holds a container of its own (`containerId`) for the toasts of its form. Until the library is
 * loaded this is the container's empty live region as react-toastify renders it, so the page and
 * its server HTML are the same before and after.
 */
export function Toasts({ containerId }: { containerId?: string }) {
  const module = useSyncExternalStore(
    subscribe,
    () => toastModule.loaded,
    () => undefined,
  );
  if (module)
    return (
      <module.ToastList
        containerId={containerId}
        onMount={() => containerMounted(containerId ?? defaultContainer)}
      />
    );
  return (
    <section
      className="Toastify"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions text"
      aria-label="Notifications Alt+T"
    />
  );
}
