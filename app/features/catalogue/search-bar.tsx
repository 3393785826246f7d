import { useId } from "react";
import { useNavigate } from "react-router";

/**
 * The catalogue search. Without JavaScript it is a GET form (/services/search?keyword=…) that the
 * server turns into /services/search/{term}; with it, the browser goes there directly. A blank
 * term goes nowhere: the field is required and must hold more than spaces.
 */
export function SearchBar({ defaultValue = "" }: { defaultValue?: string }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports
    <form
      method="get"
      action="/services/search"
      role="search"
      className="flex w-full max-w-2xl gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        const term = String(new FormData(event.currentTarget).get("keyword") ?? "").trim();
        if (!term) {
          event.currentTarget.querySelector("input")?.focus();
          return;
        }
        navigate(`/services/search/${encodeURIComponent(term)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products and services
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        required
        pattern=".*\S.*"
        title="Type a product or service name"
        defaultValue={defaultValue}
        placeholder="Search products and services, e.g. silica gel, OLTC, VCB"
        className="min-w-0 flex-1 rounded-md border border-steel-300 bg-white px-4 py-3 text-base text-navy-950 placeholder:text-steel-500 focus:border-navy-600 focus:outline-3 focus:outline-offset-0 focus:outline-amber-500"
      />
      <button
        type="submit"
        className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        Search
      </button>
    </form>
  );
}
