/**
 * A textarea whose text typed before the page's JavaScript ran survives hydration. React DOM
 * (19.3) hydrates a `<textarea defaultValue>` by setting its value back to the server's text
 * whenever that text is not empty (`initTextarea`, a workaround for an old IE placeholder bug),
 * so remarks typed while the scripts loaded snapped back to the automatic text. An `<input>` is
 * not reset. Here the value in the document is read as the textarea renders during hydration,
 * before React reaches the element, and put back once it has: nothing else changes (it stays
 * uncontrolled; a render on the client alone, after navigation, reads nothing).
 */
import {
  type TextareaHTMLAttributes,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

const subscribe = () => () => {};

/** What was typed into the server's textarea `id` before hydration: undefined when nothing. */
function typedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(id);
  if (!(element instanceof HTMLTextAreaElement)) return undefined;
  return element.value !== element.defaultValue ? element.value : undefined;
}

export function KeptTextarea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
  // True on the server and while React hydrates its HTML; false in a render on the client alone.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [typed] = useState(() => (hydrating ? typedBeforeHydration(props.id) : undefined));
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (typed !== undefined && ref.current) ref.current.value = typed;
  }, [typed]);
  return <textarea ref={ref} {...props} />;
}
