import { useId } from "react";
import { useNavigate } from "react-router";
import { SearchFields } from "#app/ui/search-fields.tsx";

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
      <SearchFields
        id={id}
        defaultValue={defaultValue}
        placeholder="Search products and services, e.g. silica gel, OLTC, VCB"
      />
    </form>
  );
}
