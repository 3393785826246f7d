/**
 * Below the oil tool: what the reading rests on (the standards and methods, with their editions)
 * and what it cannot tell.
 */
import { Link } from "react-router";
import { FoldOnPhone } from "#app/ui/fold-on-phone.tsx";

const standards = [
  {
    name: "IEC 60422:2013 / IS 1866:2017",
    text: "Supervision and maintenance of mineral oil in service: the Good, Fair and Poor limits of Table 5 by equipment category (IFT by inhibited or uninhibited oil, inhibitor content as a share of the new oil's), and the correction of water content to 20 °C in Annex A. IS 1866:2017 adopts the 2013 edition unchanged; reports that still quote IS 1866:2000 apply its single permissible limits, which can differ. IEC 60422:2024 has since replaced the 2013 edition. We have compared our limits with a transcription of its Table 5, not with its text: BDV, water, acidity, DDF, resistivity and inhibitor appear unchanged; IFT appears as one band for every oil (Fair 20 to 28 mN/m), where 2013 and IS 1866 split inhibited and uninhibited oil. Until we can confirm the 2024 figures, each limit names the 2013 table it comes from.",
  },
  {
    name: "IEC 60599:2022 / IS 10593:2018",
    text: "Interpretation of dissolved and free gas analysis: typical concentrations and rates of increase (Annex A), the basic gas ratios (Table 1), the CO₂/CO ratio (on the rise since an earlier sample where there is one) and Duval Triangle 1 (Annex B). IS 10593:2018 adopts the 2015 edition; as far as we know its typical values are the same.",
  },
  {
    name: "Duval's other triangles and pentagons",
    text: "Pentagons 1 and 2 (Duval and Lamarre, IEEE Electrical Insulation Magazine 30(6), 2014) read the same five gases from a centroid; Pentagon 2 tells a hot spot in oil (T3-H) from carbonised paper (C) and overheating (O). Triangle 2 (Duval 2008; IEEE C57.139-2015) reads the oil of an OLTC compartment, and Triangles 4 and 5 look closer at low-temperature faults. Where the methods name different faults, the reading says so.",
  },
  {
    name: "IEEE C57.104-2019",
    text: "The inequalities of Table 6 decide which zone of Duval Triangle 1 a sample on a boundary belongs to, and the 90th and 95th percentile concentrations of Tables 1 and 2 (age unknown, by O₂/N₂ ratio) set the DGA status; with neither O₂/N₂ nor the breathing given, status 2 is read against the lower of the two columns and status 3 against the higher. Ten times the 95th percentile is our own level for “act now whatever the fault”.",
  },
  {
    name: "Detection limits and paper",
    text: "Gases below the detection limits a laboratory is expected to reach (IEC 60567:2011) are taken as not detected and place nothing on the triangle. The paper's degree of polymerisation is estimated from 2-FAL (IEC 61198) by Chendong's relation, DP = (1.51 − log₁₀ 2-FAL in mg/kg) / 0.0035. Values are in µL/L, the same as ppm by volume.",
  },
  {
    name: "Test methods",
    text: "BDV with the 2.5 mm gap of IEC 60156 (IS 6792); water by coulometric Karl Fischer titration, IEC 60814 (IS 13567); acidity, IEC 62021-1; interfacial tension by the ring method, IEC 62961 (IS 6104; it replaced ISO 6295); DDF and resistivity at 90 °C, IEC 60247 (IS 6262, IS 6103); colour, ISO 2049; inhibitor, IEC 60666; DGA sampling and extraction, IEC 60567.",
  },
];

const limitsOfTool = [
  "It knows the samples you enter, not the unit's history. The loading, recent faults and through-faults, and the electrical tests often decide what gas values alone cannot.",
  "It trusts the numbers. Gas lost from a badly filled bottle, water read from a sample drawn cold, or a slip of one decimal place changes the reading.",
  "Its typical gas values are the careful low end of the IEC 60599 ranges. Your fleet's own statistics, where you have them, are the better yardstick.",
  "It is written for mineral oil in power transformers. Furnace, rectifier and traction transformers, reactors and ester or silicone fluids need other limits: for an ester it says so and judges nothing. An OLTC compartment's gases are read on Triangle 2 only; its oil quality is judged against the main-tank limits of IEC 60422 Table 5.",
  "It does not read Buchholz gas, partial discharge measurements or electrical tests. Our engineers do, and a Buchholz alarm calls for a sample at once, not a tool.",
];

export function AboutTheTool() {
  return (
    <section
      aria-labelledby="about-tool-heading"
      className="border-t border-steel-200 bg-paper print:hidden"
    >
      <div className="page-x grid gap-10 py-10 sm:py-12 lg:grid-cols-2 lg:py-16">
        <div>
          <h2 id="about-tool-heading" className="text-2xl font-semibold sm:text-3xl">
            What the reading rests on
          </h2>
          <FoldOnPhone
            className="mt-6"
            summary={`The ${standards.length} standards and methods, with their editions`}
          >
            <dl className="flex flex-col gap-5">
              {standards.map((item) => (
                <div key={item.name}>
                  <dt className="font-semibold text-navy-950">{item.name}</dt>
                  <dd className="mt-1 text-steel-700">{item.text}</dd>
                </div>
              ))}
            </dl>
          </FoldOnPhone>
          <p className="mt-6 text-sm text-steel-600">
            The limits are those of the published tables as we apply them; check a borderline
            verdict against your own copy of the standard.
          </p>
        </div>
        <div>
          <h2 className="text-2xl font-semibold sm:text-3xl">What it cannot tell you</h2>
          <FoldOnPhone
            className="mt-6"
            summary={`${limitsOfTool.length} limits of a screening tool`}
          >
            <ul className="flex flex-col gap-4 text-steel-700">
              {limitsOfTool.map((text) => (
                <li key={text.slice(0, 30)} className="border-l-4 border-amber-500 pl-4">
                  {text}
                </li>
              ))}
            </ul>
          </FoldOnPhone>
          <div className="mt-8 rounded-card border border-steel-200 bg-white p-5 shadow-card">
            <p className="font-semibold text-navy-950">Need the tests themselves?</p>
            <p className="mt-1 text-steel-700">
              Our laboratory samples at site to IEC 60567 and reports BDV, water, acidity, IFT, DDF,
              furans and DGA with an interpretation and a date to resample.
            </p>
            <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <Link
                to="/services/details/dga-transformer-oil-testing"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                DGA and oil testing
              </Link>
              <Link
                to="/services/details/transformer-oil-filtration-services"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                Oil filtration at site
              </Link>
              <Link
                to="/transformer/transformer2"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                Oil testing and DGA service
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
