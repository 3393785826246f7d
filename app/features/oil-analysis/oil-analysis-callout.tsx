/**
 * The way into the oil and DGA interpreter from the pages about oil: the testing and filtration
 * services, the DGA catalogue items and the case studies with oil or gas values. Light on purpose:
 * it imports a written-out mark of the triangle, never its geometry, the schema or the interpreter.
 */
import { Link } from "react-router";
import { ArrowRightIcon } from "~/ui/icons";
import { DuvalMark } from "./duval-mark";

export type OilAnalysisCalloutTopic =
  | "dga"
  | "filtration"
  | "testing"
  | "maintenance"
  | "buchholz"
  | "case-study";

const copy: Record<OilAnalysisCalloutTopic, { heading: string; text: string }> = {
  dga: {
    heading: "Read a DGA report of your own",
    text: "Enter the gases from a laboratory report to place the sample on Duval Triangle 1 and read the IEC 60599 ratios and rates of increase, with BDV, water, acidity, IFT and DDF judged against IEC 60422 (IS 1866).",
  },
  filtration: {
    heading: "Is the oil due for filtration?",
    text: "Enter BDV, water content and acidity from the last test report. The interpreter judges each against IEC 60422 (IS 1866) for the voltage class and says whether filtering, reclaiming or replacing the oil comes next.",
  },
  testing: {
    heading: "Add the oil to the picture",
    text: "Electrical tests show the state of the windings and the core; the oil and its dissolved gases show what happens inside in service. Read an oil test and DGA report against IEC 60422 and IEC 60599.",
  },
  maintenance: {
    heading: "Read this year's oil test",
    text: "Compare the annual BDV, water, acidity and DGA with the limits of IEC 60422 and the typical values of IEC 60599, and see how fast each gas has risen since the last sample.",
  },
  buchholz: {
    heading: "Gas collecting in the relay?",
    text: "A Buchholz alarm is a reason to sample the oil for DGA before the unit goes back into service. When the laboratory reports, read the gases on Duval Triangle 1 and the IEC 60599 ratios.",
  },
  "case-study": {
    heading: "Test values of your own?",
    text: "Enter an oil test and DGA report to see each value against IEC 60422 and IEC 60599, the fault zone on Duval Triangle 1 and the next steps, on a report you can print.",
  },
};

const topicByPath: Record<string, OilAnalysisCalloutTopic> = {
  "/transformer/hvlvtesting": "testing",
  "/transformer/transformer1": "maintenance",
  "/transformer/transformer2": "dga",
  "/services/details/dga-transformer-oil-testing": "dga",
  "/services/details/transformer-oil-filtration-services": "filtration",
  "/services/details/transformer-amc": "maintenance",
  "/services/details/buchholz-relay": "buchholz",
};

/** The callout a page shows, if it is one of the pages about oil. */
export function oilAnalysisCalloutFor(path: string): OilAnalysisCalloutTopic | undefined {
  return topicByPath[path];
}

export function OilAnalysisCallout({ topic }: { topic: OilAnalysisCalloutTopic }) {
  const { heading, text } = copy[topic];
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
