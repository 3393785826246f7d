/**
 * The case studies' filters apply as soon as an option is chosen (decision 0019). The page ships
 * no React (`hydrate: false`): this module is its one script, built by Vite as an entry of its
 * own and named by the route's `handle.behaviours`. Without JavaScript the same GET form applies
 * with its Show button; when React renders the page (after a client-side navigation from a page
 * that hydrates) the form's own `onChange` submits it and this module is not loaded.
 */

/**
 * The address a GET form goes to with its fields as they are now, and its own id as the
 * fragment, so that the browser brings the form back into view on the new page.
 */
export function filteredAddress(form: HTMLFormElement): URL {
  const url = new URL(form.action);
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") fields.append(name, value);
  }
  url.search = fields.toString();
  url.hash = form.id;
  return url;
}

/** Loads the filtered list whenever one of the form's fields changes. */
export function submitOnChange(form: HTMLFormElement): () => void {
  const submit = () => window.location.assign(filteredAddress(form));
  form.addEventListener("change", submit);
  return () => form.removeEventListener("change", submit);
}

// Runs as soon as the module does: after the HTML is parsed, before the load event.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-on-change]"))
  submitOnChange(form);
