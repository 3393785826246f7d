/**
 * The way into the oil and DGA interpreter from the pages about oil: the testing and filtration
 * services, the DGA catalogue items and the case studies with oil or gas values. What it says
 * depends on the page; a route's loader picks the words (oilAnalysisCalloutCopy) and the page
 * draws them with OilAnalysisCalloutBand, so the page's script carries none of the other topics.
 */
import { OilAnalysisCalloutBand } from "./oil-analysis-callout-band.tsx";

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

/** The heading and text of the callout a page shows, if it is one of the pages about oil. */
export function oilAnalysisCalloutCopy(
  path: string,
): { heading: string; text: string } | undefined {
  const topic = oilAnalysisCalloutFor(path);
  return topic ? copy[topic] : undefined;
}

export function OilAnalysisCallout({ topic }: { topic: OilAnalysisCalloutTopic }) {
  return <OilAnalysisCalloutBand {...copy[topic]} />;
}
