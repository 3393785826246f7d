/**
 * The catalogue search's label, field and button, inside a GET form to /services/search that the
 * caller draws (the catalogue's search bar, the 404 page). A blank term is refused by the field.
 */
export function SearchFields({
  id,
  defaultValue,
  placeholder,
}: {
  id: string;
  defaultValue?: string;
  placeholder: string;
}) {
  return (
    <>
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
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-md border border-steel-300 bg-white px-4 py-3 text-base text-navy-950 placeholder:text-steel-500 focus-ring focus:border-navy-600"
      />
      <button
        type="submit"
        className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        Search
      </button>
    </>
  );
}
