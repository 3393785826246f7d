import { Link } from "react-router";
import { ArrowRightIcon } from "#app/ui/icons.tsx";
import { DuvalMark } from "./duval-mark.tsx";

/**
 * The callout to the oil and DGA interpreter: the Duval mark, a heading and a text (see
 * oil-analysis-callout.tsx for what each page says) and the link to the tool. Light on purpose:
 * it imports a written-out mark of the triangle, never its geometry, the schema or the interpreter.
 */
export function OilAnalysisCalloutBand({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="oil-tool-callout" className="border-y border-steel-200 bg-amber-100">
      <div className="page-x grid items-center gap-6 py-10 sm:grid-cols-[auto_minmax(0,1fr)] lg:grid-cols-[auto_minmax(0,1fr)_auto]">
        <DuvalMark className="hidden w-24 sm:block lg:w-28" />
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
            Free oil and DGA interpreter
          </p>
          <h2 id="oil-tool-callout" className="mt-2 text-2xl font-semibold">
            {heading}
          </h2>
          <p className="mt-2 max-w-3xl text-steel-800">{text}</p>
        </div>
        <Link
          to="/tools/oil-analysis"
          className="inline-flex min-h-12 items-center gap-2 justify-self-start rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700 sm:col-start-2 lg:col-start-auto"
        >
          Open the interpreter
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
    </section>
  );
}
