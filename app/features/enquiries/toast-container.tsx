import { useEffect } from "react";
import { ToastContainer } from "react-toastify/unstyled";
// The library's stylesheet as a file of its own, loaded with this module: the plain entry
// injects it as a <style> element, which the Content-Security-Policy does not allow.
import "react-toastify/ReactToastify.css";

export { toast } from "react-toastify/unstyled";

/** The site's toast container (see `Toasts`); `onMount` runs once it takes toasts. */
export function ToastList({
  containerId,
  onMount,
}: {
  containerId?: string;
  onMount: () => () => void;
}) {
  // The container registers itself as it mounts; this effect runs after that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: called once per container
  useEffect(() => onMount(), []);
  return (
    <ToastContainer
      containerId={containerId}
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      newestOnTop
      theme="light"
    />
  );
}
