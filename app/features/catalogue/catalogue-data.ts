import type { Service } from "./schema";

/**
 * Product and service catalogue of Vidyut Power Solutions Pvt. Ltd. (sample company).
 * Prices are in rupees, excluding GST; an item without a price is quoted on request.
 * Note: the slug "temprature-indicators" is misspelt on purpose (existing URL); its visible name is correct.
 */
export const catalogue: Service[] = [
  // 1. Transformer Repair & Maintenance
  {
    kind: "group",
    id: "transformer-repair-maintenance",
    name: "Transformer Repair & Maintenance",
    img: "/images/catalogue/transformer-service.svg",
    no: "7",
    summary:
      "Overhauling, rewinding, breakdown repair, AMC, electrical testing and oil diagnostics for distribution and power transformers up to 220 kV class.",
    intro: [
      "Vidyut Power Solutions repairs and maintains oil-filled distribution and power transformers up to about 220 kV class and 100 MVA, both at customer sites and in its workshop at GIDC Makarpura, Vadodara. The work follows IS 10028 for maintenance practice, IS 1866 / IEC 60422 for in-service oil, and IS 2026 (IEC 60076) for the tests that prove a repaired unit fit to return to service. In the 15+ years since the company was founded in 2010, its crews have serviced more than 1,200 transformers.",
      "Every job starts from test data rather than assumption. Insulation resistance and polarisation index, turns ratio, winding resistance, tan delta and dissolved gas analysis show whether a transformer needs drying, a new gasket set, a tap-changer overhaul or a rewind. Breakdown calls reach the 24/7 service desk on +91 98765 43210, and our 40+ engineers and technicians work under permit-to-work and LOTO in line with the CEA (Measures relating to Safety and Electric Supply) Regulations, 2023.",
    ],
    categories: [
      [
        {
          id: "transformer-overhauling-service",
          name: "Transformer Overhauling Service",
          img: "/images/catalogue/transformer-service.svg",
          no: "VPS-TRM-01",
          summary:
            "Complete overhauling of oil-filled transformers up to 220 kV class: untanking, core-coil inspection, drying, new gaskets and post-overhaul tests.",
          deliveryTime: "Mobilisation within 7 days of PO; 10-25 days at site depending on rating",
          supplyAbility: "6 Jobs per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket:
            "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh; pan-India for larger jobs",
          description: [
            "Overhauling restores a transformer that has been in service for 10 to 15 years, or one whose tests show wet insulation, loose windings or rising dissolved gases. The active part is lifted out of the tank, inspected and cleaned, the core and coil clamping is re-tightened to the pressure the design calls for, and the insulation is dried before the unit is refilled under vacuum with treated oil.",
            "Insulation resistance and polarisation index, turns ratio, winding resistance, magnetising current and tan delta are recorded both before and after the work, so the improvement can be seen in numbers. Oil is treated or replaced to the IS 1866 / IEC 60422 limits for the voltage class. Distribution transformers up to 5 MVA and 33 kV can come to our Vadodara workshop; larger units are overhauled in place with a mobile filtration plant and drying equipment.",
          ],
          specification: [
            {
              name: "Service Location",
              value: "At site, or at our Vadodara workshop for units up to 5 MVA / 33 kV",
            },
            { name: "Transformer Rating Covered", value: "250 kVA to 100 MVA" },
            { name: "Voltage Class", value: "11 kV to 220 kV" },
            {
              name: "Standards Followed",
              value: "IS 10028, IS 1866 / IEC 60422, IS 2026 (IEC 60076)",
            },
            {
              name: "Tests Performed",
              value:
                "IR and PI, TTR, winding resistance, magnetising current, tan delta and capacitance, oil BDV, moisture, DGA",
            },
            {
              name: "Drying Method",
              value:
                "Vacuum drying with hot-oil circulation; low-frequency heating for larger units",
            },
            {
              name: "Report Provided",
              value: "Pre- and post-overhaul test report with photographs and recommendations",
            },
            {
              name: "Mode of Service",
              value: "Shutdown job with our crew, tools and filtration plant",
            },
          ],
          workDuration: [
            "Site survey and shutdown planning: 1 day",
            "Pre-overhaul electrical tests and oil sampling: 1 day",
            "Oil draining, untanking and core-coil inspection: 1-2 days",
            "Cleaning, re-tightening of clamping and lead connections, minor insulation repair: 2-3 days",
            "Drying by vacuum and hot-oil circulation or LFH: 4-10 days, depending on moisture and size",
            "Reassembly with new gaskets, vacuum oil filling and filtration: 2-3 days",
            "Post-overhaul tests, protection checks and re-energisation: 1 day",
          ],
        },
        {
          id: "transformer-rewinding-service",
          name: "Transformer Rewinding Service",
          img: "/images/catalogue/winding-coil.svg",
          no: "VPS-TRM-02",
          summary:
            "Workshop rewinding of burnt or damaged distribution transformers up to 5 MVA, 33 kV, with new windings to original design and full routine tests.",
          deliveryTime: "3-5 weeks from receipt of the transformer at our workshop",
          supplyAbility: "8 Transformers per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "40% advance after inspection report, balance before dispatch",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "A winding failure after a through-fault, a lightning surge or a long overload usually leaves the tank, core and fittings usable. Rewinding replaces the damaged coils with new ones made to the original number of turns, conductor section and insulation build-up, so the transformer comes back with its nameplate ratio, impedance and losses.",
            "Winding data are recorded while the old coils are stripped, and the core is checked for shorted laminations before it is re-stacked. After oven drying and vacuum oil filling, the unit goes through the routine tests of IS 2026, and loss measurement against IS 1180 values where the customer asks for it. A routine test certificate is dispatched with the transformer.",
          ],
          specification: [
            { name: "Service Location", value: "Our workshop, GIDC Makarpura, Vadodara" },
            { name: "Transformer Rating Covered", value: "25 kVA to 5 MVA" },
            { name: "Voltage Class", value: "Up to 33 kV" },
            {
              name: "Conductor",
              value:
                "Paper-covered or enamelled copper; aluminium only where the original design used it",
            },
            {
              name: "Insulation",
              value: "Electrical-grade kraft paper, pressboard and DPC, oven dried",
            },
            {
              name: "Standards Followed",
              value: "IS 2026 (IEC 60076); IS 1180 for distribution transformers",
            },
            {
              name: "Tests Performed",
              value:
                "Ratio, winding resistance, vector group, no-load and load loss, impedance, separate-source and induced overvoltage, IR",
            },
            { name: "Report Provided", value: "Fault-finding report and routine test certificate" },
          ],
          workDuration: [
            "Receipt, inspection and fault-finding: 2-3 days",
            "Estimate and customer approval: 1-2 days",
            "Dismantling and recording of winding data: 2 days",
            "Winding of new HV and LV coils: 5-8 days",
            "Core re-stacking, assembly and connections: 3-4 days",
            "Oven drying and tanking: 3-5 days",
            "Vacuum oil filling, routine tests and dispatch: 2-3 days",
          ],
        },
      ],
      [
        {
          id: "transformer-breakdown-repair",
          name: "24/7 Transformer Breakdown Repair",
          img: "/images/catalogue/transformer-service.svg",
          no: "VPS-TRM-03",
          summary:
            "Round-the-clock breakdown response for tripped or failed transformers: fault diagnosis at site, repair, drying and re-energisation.",
          deliveryTime:
            "Same-day crew dispatch within about 150 km of Vadodara; 24-48 hours elsewhere in western India",
          supplyAbility: "Two standby crews, 24 hours a day",
          paymentTerms: "Against completion report; advance only for material bought for the job",
          description: [
            "When a Buchholz or differential trip takes a transformer out, the first question is whether it can be switched back on safely. Our breakdown crew arrives with an insulation tester, turns-ratio set, winding-resistance meter and oil-sampling kit, and tests before anyone recharges the unit. Gas collected in the Buchholz relay and a DGA of the oil often show whether an internal arc has occurred.",
            "Repairs that can be done in place, such as a cracked bushing, a failed lead joint or an off-circuit tap switch with burnt contacts, are completed at site. If the tests point to winding damage we say so plainly, arrange transport to the workshop and, where the plant cannot wait, offer a transformer from our rental fleet in the meantime.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            { name: "Breakdown Line", value: "+91 98765 43210 (service desk, 24/7)" },
            { name: "Transformer Rating Covered", value: "Up to 100 MVA, 220 kV class" },
            {
              name: "Fault Diagnosis",
              value: "IR, TTR, winding resistance, magnetising current, DGA, Buchholz gas check",
            },
            {
              name: "Typical Repairs at Site",
              value:
                "Bushing and lead replacement, tap-switch repair, drying after moisture ingress, gasket and leak repair",
            },
            {
              name: "Report Provided",
              value: "Root-cause report with test results and photographs",
            },
            { name: "Mode of Service", value: "Emergency call-out, billed per job" },
          ],
          workDuration: [
            "Call logging and advice on isolation by phone: within 30 minutes",
            "Crew and test kit at site: 4-24 hours depending on distance",
            "Fault diagnosis tests: 4-8 hours",
            "Repair at site, or decision to move the unit to the workshop: 1-5 days",
            "Post-repair tests and re-energisation: 1 day",
          ],
        },
        {
          id: "transformer-amc",
          name: "Transformer Annual Maintenance Contract (AMC)",
          img: "/images/catalogue/transformer-service.svg",
          no: "VPS-TRM-04",
          summary:
            "Annual Maintenance Contract with quarterly visits, yearly oil and electrical tests, thermography and priority breakdown support for plant transformers.",
          deliveryTime: "First visit within 15 days of contract signing",
          supplyAbility: "150 Transformers under AMC per Year",
          minimumOrderQuantity: "1 Contract (1 year)",
          paymentTerms: "Quarterly in advance, or 50% advance and balance in two instalments",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "An AMC puts routine transformer care on a fixed calendar, so that silica gel, oil quality and insulation condition are checked before they become the cause of a trip. Each contract begins with a baseline survey of every transformer covered, recording nameplate data, oil test values, insulation resistance and a thermal image of the terminations.",
            "Quarterly visits follow the checklist of IS 10028. Oil is sampled once a year for BDV, moisture by Karl Fischer, acidity and dissolved gas analysis, and the results are compared with the previous year's. Contract customers get priority on the breakdown line and a written annual summary that plant engineers can use to plan their own shutdowns.",
          ],
          specification: [
            { name: "Contract Period", value: "1 year, renewable; 3-year contracts on request" },
            { name: "Visits", value: "Quarterly preventive visits plus breakdown attendance" },
            {
              name: "Transformers Covered",
              value: "Distribution and power transformers up to 220 kV class",
            },
            {
              name: "Checks per Visit",
              value:
                "Oil level and leaks, silica gel and oil cup, OTI/WTI readings, Buchholz and PRV, earthing, cooling fans",
            },
            {
              name: "Annual Tests",
              value:
                "Oil BDV, moisture, acidity and DGA; IR and PI; thermography of bushings and connections",
            },
            { name: "Standards Followed", value: "IS 10028, IS 1866 / IEC 60422" },
            {
              name: "Report Provided",
              value: "Report after every visit and an annual condition summary with trends",
            },
          ],
          workDuration: [
            "Baseline condition survey and tests: 1-2 days per site",
            "Quarterly preventive visit: about half a day per transformer",
            "Annual oil sampling and DGA: results within 7 working days",
            "Annual review meeting with the plant's maintenance team: 1 day",
          ],
        },
      ],
      [
        {
          id: "transformer-electrical-testing",
          name: "Transformer Electrical Testing (HV & LV)",
          img: "/images/catalogue/testing-kit.svg",
          no: "VPS-TRM-05",
          summary:
            "Diagnostic and commissioning tests of transformers: IR/PI, TTR, winding resistance, tan delta, SFRA, magnetising current and short-circuit impedance.",
          deliveryTime: "Test team at site within 3-5 days of PO",
          supplyAbility: "40 Transformers per Month",
          paymentTerms: "30 days credit against PO for approved customers",
          description: [
            "Electrical tests show how the windings, core and insulation of a transformer have aged. We carry out commissioning tests on new or relocated units and periodic diagnostic tests on units in service, with the transformer isolated, earthed and its line terminals disconnected under a permit-to-work.",
            "A polarisation index below about 1.0 points to wet or contaminated insulation, a turns-ratio deviation of more than 0.5% from nameplate suggests shorted turns, and a rise in winding or bushing tan delta over the factory value shows insulation ageing. SFRA, compared with an earlier fingerprint, detects winding movement after a through-fault or a long road journey. The report sets each reading beside its reference and says what, if anything, needs to be done.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            { name: "Voltage Class", value: "Up to 220 kV" },
            {
              name: "Tests Performed",
              value:
                "IR and PI at 5 kV, turns ratio and vector group, winding resistance, magnetising current, tan delta and capacitance of windings and bushings, SFRA, short-circuit impedance, OLTC dynamic resistance",
            },
            { name: "Standards Followed", value: "IS 2026 (IEC 60076); IEC 60137 for bushings" },
            {
              name: "Instruments",
              value: "Calibrated test sets; calibration certificates shared with the report",
            },
            {
              name: "Report Provided",
              value: "Measured values, reference values and interpretation",
            },
            { name: "Mode of Service", value: "Per transformer, or per day for several units" },
          ],
          workDuration: [
            "Permit-to-work, isolation and earthing verification: 1-2 hours",
            "Full test set on one power transformer: 6-8 hours",
            "Test set on one distribution transformer: 2-3 hours",
            "Draft test report: 3 working days",
          ],
        },
        {
          id: "dga-transformer-oil-testing",
          name: "DGA & Transformer Oil Testing",
          img: "/images/catalogue/transformer-oil.svg",
          no: "VPS-TRM-06",
          summary:
            "Dissolved gas analysis and oil quality tests (BDV, moisture, acidity, IFT, DDF, furan) interpreted per IEC 60599 and IEEE C57.104.",
          deliveryTime: "Results 5-7 working days after the sample reaches the laboratory",
          supplyAbility: "200 Samples per Month",
          price: { amount: 3500, unit: "Sample (DGA)" },
          minimumOrderQuantity: "1 Sample",
          paymentTerms: "100% Advance",
          mainDomesticMarket: "All India",
          description: [
            "Faults inside a transformer, whether overheating, partial discharge or arcing, break down oil and paper into characteristic gases long before a relay operates. Dissolved gas analysis measures those gases by gas chromatography: acetylene points to arcing, ethylene to hot spots in oil, and rising carbon monoxide and carbon dioxide to paper being overheated.",
            "We interpret the results with IEC 60599, the Duval triangle and Rogers ratios, and compare them with IEEE C57.104 status levels and the unit's own history; one sample rarely tells the whole story, so every report recommends when to resample. Oil quality tests against IS 1866 / IEC 60422 limits, and a furan analysis that estimates how far the paper has aged, complete the picture.",
          ],
          specification: [
            {
              name: "Sampling",
              value: "Glass syringe for DGA, amber glass bottle for other tests, per IEC 60567",
            },
            { name: "Gases Reported", value: "H2, CH4, C2H2, C2H4, C2H6, CO, CO2, with O2 and N2" },
            {
              name: "Interpretation",
              value: "IEC 60599, IEEE C57.104, Duval triangle, Rogers ratio",
            },
            {
              name: "Oil Quality Tests",
              value:
                "BDV (2.5 mm gap), moisture by Karl Fischer, acidity, IFT, DDF at 90 °C, resistivity, furan analysis",
            },
            { name: "Limits Applied", value: "IS 1866 / IEC 60422, by voltage class" },
            {
              name: "Report Provided",
              value: "Test certificate with gas trend and recommended resampling interval",
            },
          ],
          workDuration: [
            "Sample collection at site by our technician: about 1 hour per transformer",
            "Transit to the laboratory: 1-2 days",
            "Analysis: 3-4 days",
            "Interpretation and report: 1 day",
          ],
        },
      ],
      [
        {
          id: "transformer-oil-leak-rectification",
          name: "Oil Leakage Rectification & Gasket Replacement",
          img: "/images/catalogue/gasket-kit.svg",
          no: "VPS-TRM-07",
          summary:
            "Rectification at site of oil leaks from bushings, valves, radiators and cover joints, with new gaskets and filtered oil top-up.",
          deliveryTime: "Within 7 days of PO; 1-3 days at site",
          supplyAbility: "15 Jobs per Month",
          minimumOrderQuantity: "1 Job",
          description: [
            "Oil seeping from a transformer is more than a housekeeping problem. It lowers the oil level, lets moist air in and, once the level falls below the Buchholz relay, causes a trip. Most leaks come from gaskets that have hardened or taken a permanent set, from unevenly tightened bushing flanges, and from drain and radiator valves that were never replaced.",
            "We drain only as much oil as the repair needs, fit new nitrile or cork-nitrile gaskets tightened evenly to the right compression, and seal seam leaks with an oil-tolerant compound, or by welding once the tank has been drained and purged. The drained oil is filtered before it goes back in, and the tank is checked for tightness under a low nitrogen pressure before energisation.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            {
              name: "Leak Points Covered",
              value:
                "Bushing flanges, top cover, radiator and valve flanges, conservator, drain valves, welded seams",
            },
            {
              name: "Gasket Material",
              value: "Nitrile rubber or cork-nitrile composition, cut to size",
            },
            {
              name: "Oil Handling",
              value: "Partial draining and refilling through a filter machine",
            },
            {
              name: "Report Provided",
              value: "Job report with photographs of each leak point before and after",
            },
          ],
        },
      ],
    ],
  },

  // 2. ACB/VCB Repairing Services
  {
    kind: "group",
    id: "acb-vcb-repairing-services",
    name: "ACB/VCB Repairing Services",
    img: "/images/catalogue/breaker-vcb.svg",
    no: "7",
    summary:
      "Overhauling, testing and repair of LV air circuit breakers and MV vacuum circuit breakers, including interrupter replacement and MOCB retrofits.",
    intro: [
      "Circuit breakers protect the transformers we look after, and a breaker that fails to open turns a small fault into a fire. Vidyut Power Solutions services LV air circuit breakers from 630 A to 6300 A built to IS/IEC 60947-2, and indoor vacuum circuit breakers from 3.3 kV to 33 kV built to IS 13118 / IEC 62271-100, across the makes commonly installed in Indian plants.",
      "Most of the work is done in the plant's own switchroom during a planned shutdown. Mechanisms are cleaned, lubricated and adjusted, contacts and interrupters are inspected, and every breaker is tested for contact resistance, insulation resistance, timing and coil pick-up before it goes back into its panel. Coils, motors and interrupters come from our own stock where the make and model allow.",
    ],
    categories: [
      [
        {
          id: "acb-overhauling-service",
          name: "ACB Overhauling Service",
          img: "/images/catalogue/breaker-acb.svg",
          no: "VPS-AVR-01",
          summary:
            "Overhauling of air circuit breakers 630-6300 A: contacts, arc chutes, mechanism and releases, proved by contact resistance and secondary injection.",
          deliveryTime: "Within 5 days of PO; about 1 day per breaker at site",
          supplyAbility: "60 Breakers per Month",
          minimumOrderQuantity: "1 Breaker",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "An air circuit breaker left for years without maintenance often shows pitted main and arcing contacts, carbon deposits inside its arc chutes and dried grease in the mechanism, which slows tripping. Overhauling deals with all three: contacts are dressed or replaced, arc chutes are cleaned or renewed, and the mechanism is cleaned, lubricated with the grease the maker specifies and adjusted.",
            "The microprocessor release is checked by secondary injection at its long-time, short-time, instantaneous and earth-fault settings, and the shunt and undervoltage releases are operated at their rated control voltage. Contact resistance is measured pole by pole with a 100 A micro-ohmmeter, so that a high-resistance pole is found before it overheats in service.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site, or our Vadodara workshop" },
            { name: "Breaker Type", value: "Fixed and draw-out ACBs, 3-pole and 4-pole" },
            { name: "Current Rating", value: "630 A to 6300 A, 415 V and 690 V" },
            { name: "Standards Followed", value: "IS/IEC 60947-2" },
            {
              name: "Tests Performed",
              value:
                "Contact resistance at 100 A DC, IR at 1 kV, release trip test by secondary injection, shunt and UV release operation, close/open operations",
            },
            {
              name: "Report Provided",
              value: "Breaker-wise test sheet with before and after values",
            },
            { name: "Mode of Service", value: "Planned shutdown, per breaker" },
          ],
          workDuration: [
            "Isolation and racking out: 1 hour",
            "Dismantling, cleaning and inspection of contacts and arc chutes: 3-4 hours",
            "Mechanism lubrication and adjustment: 2 hours",
            "Testing and racking in: 2 hours",
          ],
        },
        {
          id: "vcb-overhauling-service",
          name: "VCB Overhauling Service",
          img: "/images/catalogue/breaker-vcb.svg",
          no: "VPS-AVR-02",
          summary:
            "Overhauling of indoor vacuum circuit breakers 3.3-33 kV: mechanism service, interrupter checks, timing, contact resistance and HV tests.",
          deliveryTime: "Within 7 days of PO; 1 day per breaker at site",
          supplyAbility: "40 Breakers per Month",
          minimumOrderQuantity: "1 Breaker",
          paymentTerms: "50% advance, balance against completion report",
          description: [
            "Vacuum circuit breakers need little contact maintenance, but their operating mechanisms, auxiliary switches, charging motors and coils wear like any other machine. A VCB overhaul concentrates on those parts, and on confirming that each vacuum interrupter still holds its vacuum.",
            "We clean and lubricate the spring mechanism, check the closing latch and trip shaft, measure contact erosion against the maker's wear mark and test vacuum integrity with a power-frequency voltage across the open contacts. Close and open times and the spread between poles are recorded with a breaker analyser, together with the lowest voltage at which the closing and tripping coils pick up.",
          ],
          specification: [
            { name: "Service Location", value: "Customer switchroom" },
            { name: "Breaker Type", value: "Indoor VCBs, fixed and withdrawable truck" },
            { name: "Voltage Class", value: "3.3 kV, 6.6 kV, 11 kV, 22 kV and 33 kV" },
            { name: "Standards Followed", value: "IS 13118 / IEC 62271-100" },
            {
              name: "Tests Performed",
              value:
                "Contact resistance, IR at 5 kV, vacuum integrity across open contacts, close/open timing and pole discrepancy, coil pick-up voltage, spring charging time",
            },
            {
              name: "Report Provided",
              value: "Test report per breaker with maker's reference values",
            },
          ],
          workDuration: [
            "Isolation, racking out and earthing of the feeder: 1 hour",
            "Mechanism cleaning, lubrication and latch adjustment: 3 hours",
            "Interrupter wear and vacuum checks: 1-2 hours",
            "Timing, contact resistance and coil tests: 2 hours",
          ],
        },
      ],
      [
        {
          id: "vacuum-interrupter-replacement",
          name: "Vacuum Interrupter Replacement",
          img: "/images/catalogue/breaker-vcb.svg",
          no: "VPS-AVR-03",
          summary:
            "Replacement of failed or worn vacuum interrupters in 11-33 kV VCBs, with contact gap and wipe set and timing tests after fitting.",
          deliveryTime: "5-10 days after PO, depending on interrupter availability",
          supplyAbility: "30 Breakers per Month",
          paymentTerms: "50% advance, balance against test report",
          description: [
            "An interrupter is replaced when the vacuum test fails, when contact erosion reaches the wear mark, or after a fault current beyond the breaker's rating. The new bottle must match not only the rated voltage, current and breaking current but also the stroke, contact force and mounting of the original, so we confirm the mechanism type before quoting.",
            "After fitting, contact gap and wipe are set to the maker's values and all three poles are timed together. The breaker is then proved by a vacuum integrity test and contact resistance measurement before it is racked back in.",
          ],
          specification: [
            {
              name: "Interrupter Rating",
              value: "12 kV to 36 kV, 630 A to 2500 A, 25 kA to 31.5 kA",
            },
            {
              name: "Replacement Basis",
              value:
                "OEM or matched interrupter of the same rating and dimensions, as the customer chooses",
            },
            { name: "Settings Checked", value: "Contact gap, contact wipe, pole alignment" },
            { name: "Tests After Fitting", value: "Vacuum integrity, contact resistance, timing" },
            { name: "Mode of Service", value: "At site or in our workshop" },
          ],
        },
        {
          id: "circuit-breaker-testing",
          name: "Circuit Breaker Timing & Contact Resistance Testing",
          img: "/images/catalogue/testing-kit.svg",
          no: "VPS-AVR-04",
          summary:
            "Breaker analyser and micro-ohmmeter tests of ACBs, VCBs and SF6 breakers: close/open times, pole discrepancy, contact resistance and coil currents.",
          deliveryTime: "Within 3-5 days of PO",
          supplyAbility: "100 Breakers per Month",
          minimumOrderQuantity: "1 Day of testing",
          paymentTerms: "30 days credit against PO for approved customers",
          description: [
            "Timing and contact resistance tests show whether a breaker will clear a fault in the time the protection study assumed. We record closing and opening times, the spread between poles, contact bounce and the current drawn by each coil, and measure the resistance of each pole with a 100 A or 200 A micro-ohmmeter.",
            "Readings are compared with the maker's commissioning values and with earlier tests on the same breaker. A slow opening time usually traces back to a dry mechanism or a weak trip coil, and a rising contact resistance to eroded or misaligned contacts.",
          ],
          specification: [
            { name: "Breakers Covered", value: "ACB, VCB and SF6 circuit breakers up to 220 kV" },
            {
              name: "Tests Performed",
              value:
                "Close and open timing, pole discrepancy, contact bounce, coil current profile, contact resistance, IR",
            },
            { name: "Standards Followed", value: "IS 13118 / IEC 62271-100, IS/IEC 60947-2" },
            { name: "Report Provided", value: "Timing graphs and tabulated values per breaker" },
          ],
        },
      ],
      [
        {
          id: "breaker-mechanism-repair",
          name: "Breaker Operating Mechanism Repair",
          img: "/images/catalogue/breaker-vcb.svg",
          no: "VPS-AVR-05",
          summary:
            "Repair of spring-charged mechanisms of ACBs and VCBs: latches, springs, charging motors, closing and tripping coils and auxiliary switches.",
          deliveryTime: "3-7 days after PO",
          supplyAbility: "25 Mechanisms per Month",
          paymentTerms: "Against Delivery",
          description: [
            "Most breaker failures to close or to open are mechanical: a latch that no longer holds, a charging motor that stalls, a broken spring or a limit switch that does not change over. We strip the mechanism, replace worn pins, bushes, springs and latches, and rebuild the charging gear so the springs charge fully within the rated time.",
            "Coils and motors are tested at the minimum control voltage, and the auxiliary switch is checked for correct changeover in both positions, because an auxiliary contact that sticks can leave a trip coil energised until it burns out.",
          ],
          specification: [
            {
              name: "Service Location",
              value: "At site, or in our workshop for removable mechanisms",
            },
            {
              name: "Mechanism Type",
              value: "Spring-charged stored-energy, motor and manual charging",
            },
            {
              name: "Parts Replaced",
              value:
                "Latches, pins, bushes, springs, charging motor, coils, limit and auxiliary switches",
            },
            {
              name: "Tests Performed",
              value: "Charging time, coil pick-up at minimum voltage, close/open operations",
            },
          ],
        },
        {
          id: "acb-release-testing-retrofit",
          name: "ACB Release Testing & Retrofit",
          img: "/images/catalogue/breaker-acb.svg",
          no: "VPS-AVR-06",
          summary:
            "Secondary-injection testing of ACB microprocessor releases, and retrofit of failed or obsolete releases with compatible units.",
          deliveryTime: "Testing within 5 days of PO; retrofit 10-15 days",
          supplyAbility: "50 Releases per Month",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket: "Gujarat, Maharashtra, Madhya Pradesh",
          description: [
            "The microprocessor release decides when an ACB trips, so its settings and its timing have to agree with the plant's protection coordination study. We inject secondary current through the release's own CT circuit or test socket and record the trip time at points on the long-time, short-time, instantaneous and earth-fault curves.",
            "Where a release has failed or its maker no longer supports it, we fit a compatible release with its own sensors, wiring and mounting plate, set it to the coordination study and prove it by injection before handing the breaker back.",
          ],
          specification: [
            {
              name: "Protection Functions Tested",
              value: "Long-time (L), short-time (S), instantaneous (I), earth fault (G)",
            },
            { name: "Test Method", value: "Secondary current injection with trip-time recording" },
            { name: "Retrofit Scope", value: "Release, CT sensors, wiring and mounting plate" },
            { name: "Standards Followed", value: "IS/IEC 60947-2" },
            {
              name: "Report Provided",
              value: "Settings sheet and trip-time results against the set curve",
            },
          ],
        },
      ],
      [
        {
          id: "mocb-to-vcb-retrofit",
          name: "MOCB to VCB Retrofitting",
          img: "/images/catalogue/breaker-vcb.svg",
          no: "VPS-AVR-07",
          summary:
            "Retrofit of old minimum oil and bulk oil circuit breakers with vacuum breakers built to fit the existing panel, busbars and interlocks.",
          deliveryTime: "6-8 weeks after survey and approval of drawings",
          supplyAbility: "10 Panels per Month",
          minimumOrderQuantity: "1 Panel",
          paymentTerms: "40% advance with PO, 50% against delivery, 10% after commissioning",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "Many plants still run 1980s and 1990s switchboards with minimum oil circuit breakers whose spares are no longer made. Retrofitting replaces only the breaker with a vacuum breaker on a truck built to the old panel's dimensions, so the busbars, cable terminations, CTs and protection stay as they are and the outage is short.",
            "We survey and measure each panel, prepare a retrofit drawing for approval, and match the racking, shutters, interlocks and secondary plug to the existing cubicle. After installation each breaker is timed, tested for contact resistance and insulation, and proved by tripping from its own protection relay.",
          ],
          specification: [
            {
              name: "Breakers Replaced",
              value: "Minimum oil (MOCB) and bulk oil (BOCB) circuit breakers",
            },
            { name: "Voltage Class", value: "3.3 kV to 33 kV" },
            { name: "New Breaker", value: "VCB on a retrofit truck matched to the existing panel" },
            { name: "Standards Followed", value: "IS 13118 / IEC 62271-100" },
            {
              name: "Tests Performed",
              value: "Timing, contact resistance, IR, HV withstand, trip by protection relay",
            },
          ],
          workDuration: [
            "Site survey and panel measurement: 1 day",
            "Retrofit drawing and customer approval: 1 week",
            "Manufacture of retrofit truck: 4-6 weeks",
            "Installation per panel during shutdown: 1 day",
            "Testing and commissioning per panel: 1 day",
          ],
        },
      ],
    ],
  },

  // 3. Transformers & Transformer Parts
  {
    kind: "group",
    id: "transformers-transformer-parts",
    name: "Transformers & Transformer Parts",
    img: "/images/catalogue/radiator.svg",
    no: "7",
    summary:
      "Rental transformers and mobile substations, refurbished units, and protective fittings: Buchholz relays, PRVs, oil level gauges and radiators.",
    intro: [
      "This range covers complete transformers and the fittings that protect them. Our rental fleet holds distribution transformers from 100 kVA to 2.5 MVA at 11 kV and 22 kV / 433 V, and mobile substations up to 5 MVA, for plants waiting on a repair, a new connection or a seasonal load. Refurbished distribution transformers, overhauled and retested in our workshop, are offered where a new unit cannot be delivered in time.",
      "Buchholz relays, pressure relief valves, magnetic oil level gauges and radiators are the fittings that most often need replacing on older transformers. Each is supplied to the size and rating of the original with its test certificate, and our crew can fit it at site and prove the alarm and trip circuits.",
    ],
    categories: [
      [
        {
          id: "distribution-transformer-rental",
          name: "Distribution Transformer on Rent",
          img: "/images/catalogue/transformer-service.svg",
          no: "VPS-TTP-01",
          summary:
            "Oil-filled distribution transformers 100 kVA to 2.5 MVA, 11 kV and 22 kV / 433 V, on monthly rent with installation and 24/7 technical support.",
          deliveryTime: "48-72 hours from PO for ratings in stock",
          supplyAbility: "Rental fleet of 100 kVA to 2.5 MVA units",
          minimumOrderQuantity: "1 Month",
          paymentTerms:
            "Security deposit and first month's rent in advance; thereafter monthly in advance",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "A rental transformer keeps a plant running while its own unit is being repaired, or bridges the months before a new transformer arrives. Our fleet covers the common distribution ratings at 11 kV and 22 kV primary voltage with a 433 V secondary, and every unit is tested for insulation resistance, ratio and oil BDV before it leaves the yard.",
            "We can deliver, place and connect the transformer, check earthing and protection and energise it with the plant's electrical team, and the 24/7 service desk stays on call for the rental period. At the end of the hire the unit is disconnected and collected, and the plant's repaired transformer can be reinstalled by the same crew.",
          ],
          specification: [
            {
              name: "Ratings Available",
              value: "100, 250, 500, 630, 1000, 1600, 2000 and 2500 kVA",
            },
            { name: "Voltage Ratio", value: "11 kV / 433 V and 22 kV / 433 V" },
            { name: "Vector Group", value: "Dyn11" },
            { name: "Cooling", value: "ONAN" },
            {
              name: "Tapping",
              value: "Off-circuit tap switch, typically +5% to -5% in 2.5% steps",
            },
            { name: "Support", value: "24/7 technical support and breakdown replacement" },
            { name: "Documents", value: "Routine test report and latest oil test report" },
          ],
          workDuration: [
            "Load and site check by our engineer: 1 day",
            "Pre-dispatch IR, ratio and oil BDV tests: 1 day",
            "Transport and placing on plinth: 1-2 days",
            "Cable termination, earthing checks and energisation: 1 day",
          ],
        },
        {
          id: "mobile-substation-rental",
          name: "Mobile Substation on Rent",
          img: "/images/catalogue/installation.svg",
          no: "VPS-TTP-02",
          summary:
            "Trailer-mounted mobile substations up to 5 MVA with HT breaker, transformer and LT panel, for temporary supply during outages and shutdowns.",
          deliveryTime: "3-5 days from PO, subject to availability",
          supplyAbility: "Mobile substations up to 5 MVA",
          minimumOrderQuantity: "1 Week",
          paymentTerms: "Security deposit and rent for the first period in advance",
          description: [
            "A mobile substation carries an HT breaker panel, a transformer and an LT distribution panel on one trailer, wired and tested as a set. It is used when a plant substation is being rebuilt, when a transformer fails and the cable route to a rental unit would take too long, or for temporary loads such as construction power.",
            "Our engineer checks the supply point, cable sizes and protection settings with the plant before dispatch. At site the crew positions the trailer, earths it to the plant's earth grid, terminates cables and commissions it, and the unit remains covered by our 24/7 support line throughout the hire.",
          ],
          specification: [
            { name: "Rating", value: "Up to 5 MVA" },
            { name: "Primary Voltage", value: "11 kV or 22 kV" },
            { name: "Secondary Voltage", value: "433 V, or as agreed for the load" },
            {
              name: "Configuration",
              value: "HT VCB panel, oil-filled transformer and LT ACB panel on one trailer",
            },
            { name: "Mode of Service", value: "Weekly or monthly rental; operator on request" },
          ],
        },
      ],
      [
        {
          id: "refurbished-distribution-transformer",
          name: "Refurbished Distribution Transformer",
          img: "/images/catalogue/transformer-service.svg",
          no: "VPS-TTP-03",
          summary:
            "Workshop-refurbished oil-filled distribution transformers with new gaskets, treated oil and fresh routine test certificates, for quick replacement.",
          deliveryTime: "Ex-stock to 2 weeks, depending on rating",
          supplyAbility: "6 Transformers per Month",
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "50% advance, balance before dispatch",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan",
          description: [
            "Refurbished transformers are units taken back from service, overhauled in our workshop and retested as if new. They suit plants that need a replacement in days rather than the months a new transformer can take, or that need a second unit for a limited period.",
            "Each transformer is untanked, inspected, dried, fitted with new gaskets and breather charge, filled with filtered oil and put through routine tests to IS 2026. The test certificate states the measured losses and impedance, so the buyer knows exactly what is being installed.",
          ],
          specification: [
            { name: "Ratings", value: "100 kVA to 2.5 MVA, subject to stock" },
            { name: "Voltage Ratio", value: "11 kV / 433 V and 22 kV / 433 V" },
            {
              name: "Work Done",
              value: "Untanking, drying, new gaskets, fresh silica gel, filtered oil, repainting",
            },
            {
              name: "Tests Performed",
              value: "Routine tests to IS 2026 including losses, impedance and induced overvoltage",
            },
            { name: "Warranty", value: "12 months from dispatch against defects of workmanship" },
          ],
        },
        {
          id: "buchholz-relay",
          name: "Buchholz Relay (Gas Operated Relay)",
          img: "/images/catalogue/buchholz-relay.svg",
          no: "VPS-TTP-04",
          summary:
            "Double-float Buchholz relays in 25, 50 and 80 mm pipe sizes for oil-filled transformers, with alarm and trip reed switches, to IS 3637.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "200 Pieces per Month",
          price: { amount: 6800, unit: "Piece (25 mm size)" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "One sample relay at list price; its cost is adjusted against an order of 10 or more pieces placed within 60 days",
          packagingDetails:
            "Individually packed in a corrugated box with foam inserts; test certificate enclosed",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh, Sri Lanka",
          description: [
            "The Buchholz relay sits in the pipe between the main tank and the conservator and is often the first protection to sense an internal fault. Gas produced slowly by overheating or partial discharge collects in the top of the relay and lowers the upper float to give an alarm; a violent oil surge from an arc, or a serious loss of oil, moves the lower float or flap and trips the breaker.",
            "Our relays have a cast aluminium body with graduated inspection windows, magnetic reed switches in place of the mercury switches of older designs, a test push-button and a cock for drawing off gas for analysis. Each relay is tested for oil tightness and for alarm and trip operation before dispatch.",
            "To match a replacement, tell us the pipe bore and flange drilling, or send a photograph of the old relay's nameplate. Our crew can fit it, bleed the air out and prove the alarm and trip wiring up to the breaker.",
          ],
          specification: [
            { name: "Type", value: "Double float, operated by gas accumulation and oil surge" },
            { name: "Pipe Bore", value: "25 mm, 50 mm, 80 mm" },
            {
              name: "Typical Application",
              value: "25 mm up to about 1 MVA; 50 mm about 1-10 MVA; 80 mm above 10 MVA",
            },
            {
              name: "Alarm Element",
              value: "Upper float, operates on gas collection; volume stated on test certificate",
            },
            {
              name: "Trip Element",
              value: "Lower float or flap, operates on oil surge or loss of oil",
            },
            { name: "Switches", value: "Magnetic reed switches, 1 NO each for alarm and trip" },
            { name: "Switch Rating", value: "2 A at 240 V AC, 0.5 A at 220 V DC" },
            { name: "Body", value: "Cast aluminium alloy, epoxy painted, toughened glass windows" },
            { name: "Dielectric Test", value: "2 kV AC for 1 minute, terminals to earth" },
            { name: "Standard", value: "IS 3637" },
          ],
          workDuration: [
            "Order confirmation with pipe bore and flange drilling check: same day",
            "Float and switch calibration on test rig: 1 day",
            "Oil-tightness test and final inspection: 1 day",
            "Dispatch by courier or road transport: 1-2 days",
          ],
        },
      ],
      [
        {
          id: "pressure-relief-valve",
          name: "Pressure Relief Valve (PRV)",
          img: "/images/catalogue/spare-parts.svg",
          no: "VPS-TTP-05",
          summary:
            "Spring-loaded pressure relief valves for transformer tanks, 50-150 mm port, set at 0.42-0.7 kg/cm², with trip micro-switch and flag.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "100 Pieces per Month",
          price: { amount: 5900, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          packagingDetails: "Wooden box for 150 mm valves; corrugated carton for smaller sizes",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "An arc under oil vaporises oil within milliseconds, and the pressure rise can split a transformer tank. The pressure relief valve opens when tank pressure exceeds its setting, vents the surge, then recloses and reseals so that no more oil is lost than necessary. Its micro-switch trips the breaker, and a mechanical flag stays raised to show the valve has operated.",
            "Valves are supplied with the operating pressure set and sealed, a nitrile gasket for the tank flange, and a shroud to direct discharged oil away from personnel when specified. Choose the port size and pressure setting to match the transformer maker's original.",
          ],
          specification: [
            { name: "Port Diameter", value: "50 mm, 80 mm, 150 mm" },
            {
              name: "Operating Pressure",
              value: "0.42, 0.49, 0.56 or 0.7 kg/cm² (about 41 to 69 kPa)",
            },
            { name: "Operating Indication", value: "Mechanical flag, manually reset" },
            { name: "Switch", value: "Micro-switch, 1 NO + 1 NC, for trip" },
            { name: "Body", value: "Cast aluminium with stainless steel spring" },
            { name: "Enclosure for Switch", value: "IP55" },
          ],
        },
        {
          id: "magnetic-oil-level-gauge",
          name: "Magnetic Oil Level Gauge (MOG)",
          img: "/images/catalogue/spare-parts.svg",
          no: "VPS-TTP-06",
          summary:
            "Magnetic oil level gauges for conservators, 150 mm and 250 mm dials, float arm to suit conservator diameter, with low-oil alarm switch.",
          deliveryTime: "4-6 days after PO",
          supplyAbility: "150 Pieces per Month",
          price: { amount: 3900, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          description: [
            "The magnetic oil level gauge shows the oil level in the conservator without any glass in contact with the oil. A float arm inside the conservator turns a magnet, which drives the pointer on the dial through a sealed wall, and a switch closes when the level falls to the low mark to raise an alarm before the Buchholz relay is exposed.",
            "The float arm length and the angle of mounting have to suit the conservator diameter, so we need either the conservator size or the old gauge's nameplate data to supply a matching unit.",
          ],
          specification: [
            { name: "Dial Size", value: "150 mm or 250 mm" },
            { name: "Dial Marking", value: "Empty, 1/4, 1/2, 3/4, Full, or as specified" },
            { name: "Float Arm", value: "Length to suit conservator diameter" },
            { name: "Switch", value: "Low-oil alarm, 1 NO, 2 A at 240 V AC" },
            { name: "Enclosure", value: "IP55, cast aluminium" },
          ],
        },
      ],
      [
        {
          id: "transformer-radiator",
          name: "Pressed Steel Radiators for Transformers",
          img: "/images/catalogue/radiator.svg",
          no: "VPS-TTP-07",
          summary:
            "Pressed steel panel radiators, 520 mm wide elements in CRCA sheet, made to the required centre distance and number of elements, leak tested.",
          deliveryTime: "2-3 weeks after drawing approval",
          supplyAbility: "120 Radiators per Month",
          minimumOrderQuantity: "1 Set",
          paymentTerms: "50% advance, balance before dispatch",
          packagingDetails: "Flanges blanked, radiators strapped on wooden skids",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "Radiators carry heat from the oil to the air, and a corroded or leaking radiator forces a transformer to run hotter or to be derated. We supply panel-type radiators made from pressed CRCA sheet, seam welded and built to the centre distance, number of elements and flange drilling of the original, so they bolt straight onto the existing valves.",
            "Every radiator is pressure-tested with air under water for leaks, cleaned inside, and painted or hot-dip galvanised as ordered. Blanking plates stay on the flanges until fitting so that no moisture or dirt gets in during transport.",
          ],
          specification: [
            { name: "Element Width", value: "520 mm" },
            { name: "Sheet", value: "CRCA, 1.0 mm or 1.2 mm" },
            { name: "Centre Distance", value: "600 mm to 3500 mm" },
            { name: "Number of Elements", value: "As required, typically 5 to 30" },
            { name: "Finish", value: "Painted (primer and enamel) or hot-dip galvanised" },
            { name: "Leak Test", value: "Air pressure test under water, every radiator" },
          ],
        },
      ],
    ],
  },

  // 4. Automobile Electrical Components
  {
    kind: "group",
    id: "automobile-electrical-components",
    name: "Automobile Electrical Components",
    img: "/images/catalogue/automobile-components.svg",
    no: "7",
    summary:
      "Alternators, starter motors, voltage regulators, ignition coils and wiring harness repair for trucks, tractors and DG sets, in 12 V and 24 V.",
    intro: [
      "Alongside its transformer work, our Vadodara workshop has a bench for vehicle and engine electricals. It supplies and repairs the charging and starting equipment of trucks, tractors, earth-moving machines and diesel generator sets, mostly for fleet operators and industrial customers who already rely on us for their power equipment.",
      "Vehicle systems are either 12 V (most tractors, light commercial vehicles and small DG sets) or 24 V (heavy trucks, buses and larger DG sets), and a part made for one will not work in the other. Every alternator and starter motor is bench tested before dispatch, and we ask for the vehicle or engine model, or the old part number, so that mounting, pulley and pinion match.",
    ],
    categories: [
      [
        {
          id: "truck-alternator-24v",
          name: "24 V Alternator for Trucks and DG Sets",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-01",
          summary:
            "24 V alternators, 55 A and 80 A, with built-in regulator, for heavy trucks, buses and diesel generator sets; bench tested for output.",
          deliveryTime: "2-4 days after PO",
          supplyAbility: "80 Pieces per Month",
          price: { amount: 11500, unit: "Piece (24 V, 55 A)" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for fleet customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "Sample against full payment; if it does not fit the engine it may be returned unused within 7 days for refund less freight",
          packagingDetails: "Individually boxed in a 5-ply carton with the pulley protected",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          mainExportMarkets: "Nepal, Bangladesh",
          description: [
            "A 24 V system on a heavy truck or a DG set of a few hundred kVA runs two 12 V batteries in series, and its alternator must hold them at about 28 V while also feeding lights, controls and, on a generator set, the engine controller. An undersized or tired alternator shows up first as batteries that will not crank the engine on a cold morning.",
            "We supply 24 V alternators rated 55 A and 80 A with an integrated electronic regulator, in single and dual foot mountings and with V-groove or poly-V pulleys to suit the engine. Each unit is run on our test bench to check output current and regulated voltage before it is packed.",
            "Quote the engine make and model or the number on the old alternator's label, and state whether a W terminal for the tachometer is needed.",
          ],
          specification: [
            { name: "Nominal Voltage", value: "24 V" },
            { name: "Regulated Voltage", value: "28.0-28.5 V at 25 °C" },
            { name: "Rated Output", value: "55 A or 80 A (at 6,000 alternator rpm)" },
            { name: "Regulator", value: "Built-in electronic (IC) regulator" },
            { name: "Rotation", value: "Clockwise viewed from the pulley end" },
            { name: "Pulley", value: "Single or twin V-groove, or poly-V, to suit engine" },
            { name: "Terminals", value: "B+, D+ (or L) and W, as per model" },
            { name: "Mounting", value: "Single or dual foot, matched to the old unit" },
            { name: "Testing", value: "Output current and regulated voltage checked on bench" },
          ],
          workDuration: [
            "Part matching from engine model or old part number: same day",
            "Bench test for output and regulated voltage: 1 day",
            "Packing and dispatch: 1-3 days",
          ],
        },
        {
          id: "tractor-alternator-12v",
          name: "12 V Alternator for Tractors",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-02",
          summary:
            "12 V alternators of 35 A, 45 A and 65 A with built-in regulator for tractors, light commercial vehicles and small DG sets.",
          deliveryTime: "2-3 days after PO",
          supplyAbility: "150 Pieces per Month",
          price: { amount: 5800, unit: "Piece (12 V, 45 A)" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          packagingDetails: "Individual carton; 6 cartons to a master box",
          mainDomesticMarket: "Gujarat, Madhya Pradesh, Rajasthan",
          description: [
            "Most Indian tractors and small generator sets use a 12 V electrical system with a single battery. Their alternators work in dust, vibration and long idling hours, and often fail through worn brushes, a failed diode pack or a seized bearing.",
            "Our 12 V alternators hold the battery at 14.0 to 14.5 V and come with the pulley and mounting of the model they replace. Owners who want a rebuilt unit instead can send the old alternator to our workshop for new bearings, brushes, regulator and rectifier.",
          ],
          specification: [
            { name: "Nominal Voltage", value: "12 V" },
            { name: "Regulated Voltage", value: "14.0-14.5 V at 25 °C" },
            { name: "Rated Output", value: "35 A, 45 A or 65 A" },
            { name: "Regulator", value: "Built-in IC regulator" },
            { name: "Pulley", value: "Single V-groove, to suit engine" },
          ],
        },
      ],
      [
        {
          id: "starter-motor-24v",
          name: "24 V Starter Motor for Trucks and DG Sets",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-03",
          summary:
            "24 V pre-engaged starter motors, 4.5 kW to 6.6 kW, for heavy truck engines and diesel generator sets, tested for cranking current.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "60 Pieces per Month",
          price: { amount: 17500, unit: "Piece (24 V, 4.5 kW)" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "No",
          packagingDetails: "Individually boxed with pinion and solenoid terminals protected",
          mainDomesticMarket: "All India",
          description: [
            "A standby DG set is only useful if it starts at the first attempt when the mains fail. The starter motor turns a heavy diesel engine fast enough to fire, drawing several hundred amperes from the 24 V battery bank for a few seconds, so worn brushes, a pitted solenoid contact or a damaged pinion soon show up as slow or failed starts.",
            "We supply pre-engaged, solenoid-operated starters for truck engines and generator sets, in direct-drive and reduction-gear types. The pinion tooth count, module and rotation must match the flywheel ring gear, and each starter is tested on the bench for no-load current and speed before dispatch.",
          ],
          specification: [
            { name: "Nominal Voltage", value: "24 V" },
            { name: "Power Rating", value: "4.5 kW, 5.5 kW or 6.6 kW" },
            {
              name: "Type",
              value: "Pre-engaged, solenoid operated; direct drive or reduction gear",
            },
            { name: "Pinion", value: "10 or 11 teeth, module to match ring gear" },
            { name: "Rotation", value: "Clockwise or anticlockwise viewed from the pinion end" },
            { name: "Testing", value: "No-load current and speed on bench" },
          ],
        },
        {
          id: "starter-motor-12v-tractor",
          name: "12 V Starter Motor for Tractors",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-04",
          summary:
            "12 V starter motors of 2.5 kW to 3.0 kW for tractors and small diesel engines, with 9 or 10 tooth pinions to suit the flywheel.",
          deliveryTime: "2-3 days after PO",
          supplyAbility: "120 Pieces per Month",
          price: { amount: 7900, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "Against Delivery for local dealers; 100% Advance otherwise",
          description: [
            "Tractor starters work hard in the cold season and in dusty fields, and a weak starter is often mistaken for a flat battery. Our 12 V starters are matched by engine model for flange, pinion and rotation, and each is bench tested before it is packed.",
          ],
          specification: [
            { name: "Nominal Voltage", value: "12 V" },
            { name: "Power Rating", value: "2.5 kW to 3.0 kW" },
            { name: "Pinion", value: "9 or 10 teeth" },
            { name: "Type", value: "Pre-engaged, solenoid operated" },
          ],
        },
      ],
      [
        {
          id: "alternator-voltage-regulator",
          name: "Alternator Voltage Regulator (12 V / 24 V)",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-05",
          summary:
            "Electronic voltage regulators with brush holder for 12 V and 24 V alternators, set at 14.2 V and 28.2 V, for trucks, tractors and DG sets.",
          deliveryTime: "1-2 days after PO",
          supplyAbility: "500 Pieces per Month",
          price: { amount: 850, unit: "Piece" },
          minimumOrderQuantity: "5 Pieces",
          paymentTerms: "100% Advance",
          packagingDetails: "Anti-static pouch in individual box; 20 pieces per carton",
          description: [
            "The regulator controls the alternator's field current so that the battery voltage stays within a narrow band whatever the engine speed. If it fails high, batteries boil dry and lamps burn out; if it fails low, the batteries slowly discharge until the engine no longer starts.",
            "Our regulators come as a unit with the brush holder for the common alternator families and are checked on a test jig for regulated voltage before dispatch. Always confirm the system voltage: a 12 V regulator fitted to a 24 V alternator will fail at once.",
          ],
          specification: [
            {
              name: "Regulated Voltage",
              value: "14.2 ± 0.2 V (12 V system) or 28.2 ± 0.3 V (24 V system)",
            },
            { name: "Type", value: "Integrated circuit regulator with brush holder" },
            {
              name: "Field Connection",
              value: "Positive or negative field switching, as per alternator",
            },
            { name: "Testing", value: "Regulated voltage checked on jig, every piece" },
          ],
        },
        {
          id: "ignition-coil",
          name: "Ignition Coil (12 V)",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-06",
          summary:
            "12 V ignition coils for gas-engine generator sets and petrol engines, tested for primary and secondary resistance and spark output.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "200 Pieces per Month",
          price: { amount: 1450, unit: "Piece" },
          minimumOrderQuantity: "2 Pieces",
          paymentTerms: "100% Advance",
          description: [
            "Spark-ignition engines, such as those on gas-fired generator sets and older petrol vehicles, rely on the ignition coil to turn a 12 V supply into the several kilovolts needed to fire the plug. A coil with a cracked housing or breaking-down insulation gives misfires that get worse as the engine warms up.",
            "We supply canister and dry-type coils to the engine maker's primary and secondary resistance values, and test each one on a spark gap before dispatch.",
          ],
          specification: [
            { name: "Supply Voltage", value: "12 V" },
            { name: "Type", value: "Canister (oil-filled) or dry type" },
            { name: "Secondary Output", value: "Up to about 30 kV" },
            { name: "Testing", value: "Primary and secondary resistance, spark-gap test" },
          ],
        },
      ],
      [
        {
          id: "wiring-harness-repair",
          name: "Wiring Harness Repair for Trucks, Tractors and DG Sets",
          img: "/images/catalogue/automobile-components.svg",
          no: "VPS-AEC-07",
          summary:
            "Fault tracing and repair of 12 V and 24 V wiring harnesses on trucks, tractors and DG sets: burnt sections, connectors, fuse and relay boxes.",
          deliveryTime: "1-3 days at our workshop; site visits within Vadodara district",
          supplyAbility: "40 Jobs per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "Against Delivery",
          description: [
            "Chafed insulation, a loose earth strap or water in a connector can cause intermittent faults that are hard to find and, in the worst case, a harness fire. We trace the fault with continuity, insulation and voltage-drop tests rather than replacing parts by guesswork.",
            "Burnt or brittle sections are replaced with automotive cable of the correct cross-section, joints are crimped and heat-shrink sealed, and fuse and relay boxes are rebuilt where needed. On DG sets the control and charging circuits are checked together, since a harness fault often shows up as a charging or shutdown alarm.",
          ],
          specification: [
            {
              name: "Service Location",
              value: "Our Vadodara workshop, or at site for DG sets and fleet yards nearby",
            },
            { name: "Systems", value: "12 V and 24 V" },
            {
              name: "Work Done",
              value:
                "Fault tracing, section replacement, crimped joints, connector and fuse box repair",
            },
            { name: "Tests Performed", value: "Continuity, insulation, voltage drop under load" },
          ],
        },
      ],
    ],
  },

  // 5. Circuit Breaker Spare Parts
  {
    kind: "group",
    id: "circuit-breaker-spare-parts",
    name: "Circuit Breaker Spare Parts",
    img: "/images/catalogue/breaker-acb.svg",
    no: "7",
    summary:
      "Vacuum interrupters, spring charging motors, closing coils, releases, arc chutes and auxiliary switches for ACBs and VCBs of common makes.",
    intro: [
      "Spare parts for LV air circuit breakers and MV vacuum circuit breakers are stocked at our Vadodara workshop, so that a breaker found faulty during maintenance can usually be repaired in the same week. Parts are supplied either as OEM items procured through the makers' channels or as compatible replacements tested to the same electrical values, and every quotation states which of the two it is.",
      "To match a part we need the breaker make, type and serial number from its nameplate, and for coils and motors the control supply voltage. Coils are tested for resistance and pick-up voltage, motors for charging time and interrupters for vacuum integrity before dispatch, and our engineers can fit and test them at site if required.",
    ],
    categories: [
      [
        {
          id: "vcb-vacuum-interrupter",
          name: "Vacuum Interrupter for VCB",
          img: "/images/catalogue/breaker-vcb.svg",
          no: "VPS-CBS-01",
          summary:
            "Vacuum interrupters for 12 kV to 36 kV VCBs, 630-2000 A, 25-31.5 kA, CuCr contacts, matched to the breaker's mechanism and mounting.",
          deliveryTime: "7-15 working days after PO",
          supplyAbility: "60 Pieces per Month",
          price: { amount: 24500, unit: "Piece (12 kV, 630 A, 25 kA)" },
          minimumOrderQuantity: "3 Pieces (one breaker set)",
          paymentTerms: "50% advance, balance against delivery",
          packagingDetails: "Each interrupter in a foam-lined wooden box, marked fragile",
          mainDomesticMarket: "All India",
          description: [
            "The vacuum interrupter is the sealed ceramic bottle in which a VCB makes and breaks current. Its copper-chromium contacts part inside a high vacuum, so the arc is extinguished at the first current zero with very little contact erosion; once the vacuum is lost, however, the breaker can no longer interrupt a fault.",
            "Interrupters are supplied to the rated voltage, normal current and short-circuit breaking current of the breaker, and to the stroke, contact force and terminal dimensions of its mechanism. Each one is tested for vacuum integrity by power-frequency voltage across the open contacts before it is packed, and we replace interrupters in sets of three so that all poles wear evenly.",
          ],
          specification: [
            { name: "Rated Voltage", value: "12 kV; 17.5 kV, 24 kV and 36 kV on request" },
            { name: "Rated Normal Current", value: "630 A, 1250 A, 2000 A" },
            { name: "Short-circuit Breaking Current", value: "25 kA, 26.3 kA, 31.5 kA" },
            { name: "Contact Material", value: "Copper-chromium (CuCr)" },
            { name: "Mechanical Endurance", value: "10,000 operations (class M2)" },
            {
              name: "Routine Test",
              value: "Vacuum integrity by power-frequency voltage across open contacts",
            },
            { name: "Standard", value: "For breakers to IS 13118 / IEC 62271-100" },
          ],
        },
        {
          id: "vcb-spring-charging-motor",
          name: "VCB Spring Charging Motor",
          img: "/images/catalogue/spare-parts.svg",
          no: "VPS-CBS-02",
          summary:
            "Spring charging motors for VCB and ACB mechanisms, 110 V DC, 220 V DC and 230 V AC, tested for charging time at minimum voltage.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "80 Pieces per Month",
          price: { amount: 9500, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          sampleAvailable: "No",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "The charging motor winds the closing spring of a stored-energy mechanism after every close operation, so that the breaker is ready to close again. A motor with worn brushes or a weak armature takes longer and longer to charge, until one day the spring is not charged when the operator needs to close onto a feeder.",
            "Motors are supplied with the gearbox or coupling of the original and tested for charging time at 85% of rated voltage, the lower limit at which IEC 62271-1 expects charging motors to work.",
          ],
          specification: [
            { name: "Rated Voltage", value: "110 V DC, 220 V DC, 110 V AC or 230 V AC" },
            { name: "Type", value: "Universal or permanent-magnet DC motor, as per original" },
            { name: "Operating Range", value: "85% to 110% of rated voltage" },
            {
              name: "Charging Time",
              value: "Within the breaker maker's limit, typically 15 s or less",
            },
            { name: "Duty", value: "Short-time, switched off by the spring limit switch" },
          ],
        },
      ],
      [
        {
          id: "vcb-closing-coil",
          name: "VCB Closing Coil",
          img: "/images/catalogue/tripping-coil.svg",
          no: "VPS-CBS-03",
          summary:
            "Closing coils (closing releases) for VCBs in 24 V to 220 V DC and 110/230 V AC, tested for resistance and pick-up at 85% of rated voltage.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "200 Pieces per Month",
          price: { amount: 3800, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          packagingDetails: "Bubble-wrapped in an individual box with test tag",
          description: [
            "The closing coil releases the charged closing spring when the operator or the control scheme gives a close command. A coil that has burnt out, often because the close command stayed on after the anti-pumping circuit failed, leaves the breaker unable to close electrically.",
            "Coils are wound to the resistance of the original for the specified voltage and tested for pick-up at 85% of rated voltage, the lower limit IEC 62271-1 sets for closing releases.",
          ],
          specification: [
            { name: "Rated Voltage", value: "24, 30, 48, 110, 220 V DC; 110, 230 V AC" },
            { name: "Operating Range", value: "85% to 110% of rated voltage" },
            { name: "Duty", value: "Short-time; cut off by auxiliary contact after closing" },
            { name: "Tests", value: "Resistance, pick-up voltage, 2 kV AC insulation test" },
          ],
        },
        {
          id: "acb-shunt-undervoltage-release",
          name: "ACB Shunt Release & Undervoltage Release",
          img: "/images/catalogue/breaker-acb.svg",
          no: "VPS-CBS-04",
          summary:
            "Shunt trip and undervoltage releases for air circuit breakers, 24 V DC to 415 V AC, matched to breaker frame and accessory slot.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "150 Pieces per Month",
          price: { amount: 3400, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          mainDomesticMarket: "All India",
          description: [
            "The shunt release trips an ACB from a remote push-button or a protection relay, while the undervoltage release trips it when the supply voltage collapses, so that motors do not restart together when power returns. Both fit into accessory slots on the breaker and must match its frame size.",
            "Undervoltage releases are tested to open between 70% and 35% of rated voltage and to allow closing at 85%, the values given in IS/IEC 60947-1 and applied to ACBs by IS/IEC 60947-2; shunt releases are tested for operation from 70% to 110% of rated voltage.",
          ],
          specification: [
            { name: "Rated Voltage", value: "24, 48, 110, 220 V DC; 110, 240, 415 V AC" },
            { name: "Shunt Release Operating Range", value: "70% to 110% of rated voltage" },
            {
              name: "Undervoltage Release",
              value: "Opens between 70% and 35%; permits closing at 85% and above",
            },
            { name: "Options", value: "Time-delayed undervoltage release, 0.5-3 s" },
            { name: "Standard", value: "IS/IEC 60947-2" },
          ],
        },
      ],
      [
        {
          id: "acb-arc-chute",
          name: "ACB Arc Chute",
          img: "/images/catalogue/breaker-acb.svg",
          no: "VPS-CBS-05",
          summary:
            "Replacement arc chutes for air circuit breakers, supplied per pole and matched to the breaker frame size and breaking capacity.",
          deliveryTime: "7-10 working days after PO",
          supplyAbility: "100 Pieces per Month",
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          description: [
            "The arc chute draws the arc away from the contacts, splits it between steel plates and cools it until it goes out. After heavy fault clearing the splitter plates erode and the housing cracks or is coated with conductive metal vapour, which reduces the breaking capacity of the pole.",
            "Chutes are supplied per pole for the breaker's frame size. Inspect them at every ACB overhaul and replace any with cracked housings or badly eroded plates.",
          ],
          specification: [
            { name: "Construction", value: "Insulating housing with steel splitter plates" },
            { name: "Supply", value: "Per pole, matched to ACB make, type and frame size" },
          ],
        },
        {
          id: "acb-microprocessor-release",
          name: "ACB Microprocessor Release (Trip Unit)",
          img: "/images/catalogue/breaker-acb.svg",
          no: "VPS-CBS-06",
          summary:
            "Microprocessor-based LSIG trip units for air circuit breakers, OEM or compatible, with CT sensors, settings display and optional Modbus.",
          deliveryTime: "10-15 working days after PO",
          supplyAbility: "30 Pieces per Month",
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "50% advance, balance against delivery",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "The microprocessor release measures phase and neutral currents through sensors on the breaker and trips it according to the protection curves set on its dial or keypad. Releases fail through moisture, surges on the auxiliary supply or simple age, and older models are often no longer repairable by their makers.",
            "We supply OEM releases where they are still available, or compatible units with their own sensors and wiring harness, set to the plant's coordination study and proved by secondary injection after fitting.",
          ],
          specification: [
            {
              name: "Protection Functions",
              value: "Long-time, short-time, instantaneous and earth fault (LSIG)",
            },
            { name: "Current Sensing", value: "CT sensors matched to breaker rating" },
            { name: "Display", value: "LCD or LED with fault memory" },
            { name: "Communication", value: "Optional Modbus RTU over RS-485" },
            { name: "Standard", value: "IS/IEC 60947-2" },
          ],
        },
      ],
      [
        {
          id: "breaker-auxiliary-switch",
          name: "Auxiliary Switch for ACB / VCB",
          img: "/images/catalogue/spare-parts.svg",
          no: "VPS-CBS-07",
          summary:
            "Auxiliary switch blocks for ACB and VCB mechanisms, in 4, 6, 8 and 12 contact versions, matched to the breaker's mounting.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "300 Pieces per Month",
          description: [
            "The auxiliary switch follows the position of the breaker's main contacts and switches its indication, interlock and coil circuits. A switch that sticks can leave a trip or closing coil energised until it burns out, so we replace it whenever a coil failure is investigated.",
          ],
        },
      ],
    ],
  },

  // 6. Silica Gel
  {
    kind: "group",
    id: "silica-gel",
    name: "Silica Gel",
    img: "/images/catalogue/silica-gel-breather.svg",
    no: "7",
    summary:
      "Blue, orange and white silica gel, silica gel breathers and desiccant pouches for transformers, OLTCs and control panels, supplied from stock.",
    intro: [
      "A transformer breathes every time its load changes: as the oil cools and contracts, outside air is drawn into the conservator. Silica gel in the breather takes the moisture out of that air, and once the gel is saturated the water goes straight into the oil and paper, lowering the BDV and speeding up the ageing of the insulation.",
      "We supply transformer-grade silica gel in the bead sizes used in breathers, in cobalt chloride blue, cobalt-free orange and non-indicating white grades, together with breathers from 0.5 kg to 10 kg capacity and the replacement service that goes with them. Each lot is tested for moisture adsorption and bead size before packing, and the gel is sealed in lined bags so that it arrives dry.",
    ],
    categories: [
      [
        {
          id: "blue-silica-gel",
          name: "Blue Silica Gel (Indicating)",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-01",
          summary:
            "Indicating silica gel beads with cobalt chloride, blue when dry and pink when saturated, in 3-5 mm and 2-4 mm sizes for transformer breathers.",
          deliveryTime: "2-3 days after PO",
          supplyAbility: "1,500 Kg per Week",
          price: { amount: 380, unit: "Kg" },
          minimumOrderQuantity: "25 Kg",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy: "Free 500 g sample; courier charges paid by the buyer",
          packagingDetails:
            "25 kg HDPE bags with inner polythene liner; 1 kg and 5 kg airtight packs on request",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh, UAE",
          description: [
            "Blue indicating silica gel is the charge that most Indian utilities and plants still use in transformer and OLTC breathers. The amorphous silica bead adsorbs moisture from the air drawn through the breather, and its cobalt chloride indicator turns from blue to pink as it saturates, so an operator can see at a glance how much of the charge is left.",
            "Replace or reactivate the gel when about two-thirds of the charge has turned pink. Blue gel can be reactivated in an oven at 120-150 °C until the colour returns, although the beads lose some strength with each cycle.",
            "Cobalt chloride is classed as a hazardous substance, so handle the gel with gloves, avoid breathing its dust and dispose of spent gel as the State Pollution Control Board requires. Where this is a concern, choose our cobalt-free orange grade.",
          ],
          specification: [
            { name: "Type", value: "Fine-pore indicating silica gel" },
            { name: "SiO2 Content", value: "≥ 98%" },
            { name: "Indicator", value: "Cobalt(II) chloride" },
            { name: "Colour Change", value: "Blue (dry) to pink (saturated)" },
            {
              name: "Bead Size",
              value: "3-5 mm for breathers; 2-4 mm for small breathers and panels",
            },
            {
              name: "Adsorption Capacity at 25 °C",
              value: "≥ 8% at 20% RH, ≥ 20% at 50% RH, ≥ 30% at 90% RH (by weight)",
            },
            { name: "Bulk Density", value: "650-750 g/L" },
            { name: "Moisture as Packed", value: "≤ 2%" },
            { name: "Reactivation", value: "120-150 °C until the blue colour returns" },
            { name: "Reference Standard", value: "IS 3401" },
          ],
          workDuration: [
            "Lot selection and adsorption test: same day",
            "Packing in lined HDPE bags and heat sealing: 1 day",
            "Road dispatch: 1-2 days within Gujarat, 3-6 days elsewhere in India",
          ],
        },
        {
          id: "orange-silica-gel",
          name: "Orange Silica Gel (Cobalt-Free Indicating)",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-02",
          summary:
            "Cobalt-free indicating silica gel, orange when dry and dark green when saturated, 3-5 mm and 2-4 mm beads for breathers and panels.",
          deliveryTime: "2-3 days after PO",
          supplyAbility: "1,000 Kg per Week",
          price: { amount: 450, unit: "Kg" },
          minimumOrderQuantity: "25 Kg",
          paymentTerms: "100% Advance",
          sampleAvailable: "Yes",
          samplePolicy:
            "Free 250 g sample for quality approval; larger trial quantities billed at the normal rate",
          packagingDetails: "25 kg HDPE bags with inner liner, or 5 kg aluminium-laminated pouches",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh, Sri Lanka, UAE",
          description: [
            "Orange silica gel does the same job as the blue grade but uses an organic indicator in place of cobalt chloride. Many refineries, pharmaceutical plants and export-oriented units now specify it so that their breathers contain no cobalt, which simplifies handling and disposal of the spent gel.",
            "The beads change from orange to dark green as they take up moisture; the change is clearly visible through the container of a breather, but it is slightly less sharp than the blue-to-pink change, so inspect breathers in good light. Reactivate at 100-120 °C and no higher, because the organic indicator is damaged by excessive heat.",
          ],
          specification: [
            { name: "Type", value: "Fine-pore indicating silica gel, cobalt-free" },
            { name: "SiO2 Content", value: "≥ 98%" },
            { name: "Colour Change", value: "Orange (dry) to dark green (saturated)" },
            { name: "Bead Size", value: "3-5 mm or 2-4 mm" },
            {
              name: "Adsorption Capacity at 25 °C",
              value: "≥ 8% at 20% RH, ≥ 20% at 50% RH, ≥ 30% at 90% RH (by weight)",
            },
            { name: "Bulk Density", value: "650-750 g/L" },
            { name: "Reactivation", value: "100-120 °C; do not exceed 120 °C" },
            { name: "Heavy Metals", value: "Free of cobalt chloride" },
          ],
          workDuration: [
            "Order confirmation and bead size selection: same day",
            "Adsorption and colour check of the lot: 1 day",
            "Packing and dispatch: 1-2 days",
          ],
        },
      ],
      [
        {
          id: "white-silica-gel",
          name: "White Silica Gel (Non-Indicating)",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-03",
          summary:
            "Non-indicating white silica gel beads, SiO2 ≥ 99%, for desiccant pouches, packaging and mixed breather charges.",
          deliveryTime: "2-3 days after PO",
          supplyAbility: "3,000 Kg per Week",
          description: [
            "White silica gel has the same adsorbing bead as the indicating grades but no colour indicator, which makes it cheaper and suits uses where the gel is changed on a schedule rather than by colour, such as packaging, instrument cases and sealed pouches. In breathers it is mixed with a proportion of indicating gel so that the colour change still shows when the charge is nearly spent.",
          ],
        },
        {
          id: "silica-gel-breather",
          name: "Silica Gel Breather for Transformers",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-04",
          summary:
            "Dehydrating breathers of 0.5 kg to 10 kg capacity with transparent container and oil seal cup, supplied filled with blue or orange silica gel.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "300 Pieces per Month",
          price: { amount: 2850, unit: "Piece (1 kg capacity)" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "Sample breather at list price; a second unit is free with an order of 20 or more within 60 days",
          packagingDetails:
            "Individual carton with thermocol supports; gel sealed in a separate lined pouch",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh",
          description: [
            "The breather is fitted at the end of the conservator pipe so that all air entering the transformer passes first through an oil seal and then through a column of silica gel. The oil cup at the bottom traps dust and keeps the gel from being in contact with outside air while the transformer is not breathing, which lengthens the life of the charge.",
            "Our breathers have a transparent polycarbonate or acrylic container so that the colour change can be seen from the ground, a painted mild steel or cast aluminium body, and nitrile gaskets. They are supplied with the connecting flange or thread of the old breather and a charge of blue or orange gel packed separately, to be filled at site just before fitting.",
            "Size the breather to the oil volume of the transformer or tap changer; we can recommend one from the nameplate rating and oil quantity.",
          ],
          specification: [
            { name: "Capacity", value: "0.5, 1, 2, 3, 5 and 10 kg of silica gel" },
            { name: "Container", value: "Transparent polycarbonate or acrylic" },
            { name: "Body", value: "Mild steel, epoxy painted, or cast aluminium" },
            { name: "Oil Seal", value: "Bottom oil cup with level mark" },
            { name: "Connection", value: "Flanged or threaded, to match conservator pipe" },
            { name: "Gaskets", value: "Nitrile rubber" },
            { name: "Charge", value: "Blue or orange silica gel, 3-5 mm" },
            { name: "Application", value: "Main conservator and OLTC conservator" },
          ],
          workDuration: [
            "Confirmation of capacity and pipe connection: same day",
            "Assembly and leak check of oil cup: 1-2 days",
            "Packing with sealed gel pouch and dispatch: 1-2 days",
          ],
        },
      ],
      [
        {
          id: "silica-gel-desiccant-pouches",
          name: "Silica Gel Desiccant Pouches",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-05",
          summary:
            "Silica gel pouches of 5 g to 1 kg for control panels, marshalling boxes, instrument packing and export cargo.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "20,000 Pouches per Week",
          price: { amount: 420, unit: "Kg" },
          minimumOrderQuantity: "10 Kg",
          paymentTerms: "100% Advance",
          packagingDetails: "Pouches vacuum sealed in polythene, packed in cartons",
          description: [
            "Condensation inside outdoor panels and marshalling boxes corrodes terminals and tracks across relay contacts, especially through the monsoon. Silica gel pouches placed in the enclosure hold the humidity down between inspections, and they are also used to protect spares and instruments in storage and in export packing.",
            "Pouches are made of breathable non-woven fabric or Tyvek-type paper in sizes from 5 g to 1 kg, filled with white gel or with a window of indicating gel, and are supplied sealed until use.",
          ],
          specification: [
            { name: "Pouch Sizes", value: "5 g, 10 g, 50 g, 100 g, 250 g, 500 g, 1 kg" },
            { name: "Filling", value: "White silica gel, or white with indicating gel" },
            { name: "Pouch Material", value: "Non-woven fabric or breathable paper" },
          ],
        },
        {
          id: "breather-silica-gel-replacement",
          name: "Breather Silica Gel Replacement Service",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-06",
          summary:
            "Replacement of saturated silica gel in transformer and OLTC breathers at site, with oil cup cleaning, fresh oil seal and gasket check.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "100 Breathers per Month",
          minimumOrderQuantity: "1 Visit",
          paymentTerms: "Against completion report",
          mainDomesticMarket: "Gujarat",
          description: [
            "Plants with many transformers often find that breathers are the item most easily forgotten between shutdowns. Our technicians visit on a schedule or on call, replace the saturated gel, clean and refill the oil cup to its mark, and check that the container and gaskets are sound so that air cannot bypass the gel.",
            "The breather can be changed with the transformer in service, following the plant's permit procedure. While the breather is removed the pipe is kept sealed, and the Buchholz relay is checked for any air drawn in during the change.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            {
              name: "Work Done",
              value: "Gel replacement, oil cup cleaning and refill, gasket check",
            },
            { name: "Gel Supplied", value: "Blue or orange indicating, as the plant prefers" },
            { name: "Report Provided", value: "Breather-wise record with date of replacement" },
          ],
          workDuration: [
            "Permit and isolation of breather pipe: 30 minutes",
            "Gel and oil cup replacement: 30-45 minutes per breather",
            "Check of Buchholz relay and clearance of permit: 30 minutes",
          ],
        },
      ],
      [
        {
          id: "breather-spares",
          name: "Breather Spares (Container, Oil Cup, Gaskets)",
          img: "/images/catalogue/silica-gel-breather.svg",
          no: "VPS-SGL-07",
          summary:
            "Transparent containers, oil cups and gasket sets for silica gel breathers of common sizes, for repair of cracked or leaking breathers.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "200 Sets per Month",
          description: [
            "A cracked container or a leaking oil cup lets wet air bypass the gel. These spares let an existing breather be repaired without replacing the whole unit; send the breather capacity and a photograph to confirm the fit.",
          ],
        },
      ],
    ],
  },

  // 7. Temperature Indicators (slug spelt "temprature" on purpose)
  {
    kind: "group",
    id: "temprature-indicators",
    name: "Temperature Indicators",
    img: "/images/catalogue/temperature-indicator.svg",
    no: "6",
    summary:
      "Dial-type OTI and WTI, digital PT100 indicators, dry-type transformer scanners and remote repeaters, plus calibration and repair of indicators.",
    intro: [
      "Temperature decides how fast transformer insulation ages, so the oil and winding temperature indicators are among the most important instruments on the tank. They give local readings, drive the alarm and trip contacts and, on ONAF transformers, start and stop the cooling fans.",
      "We supply dial-type OTI and WTI with 150 mm dials and stainless steel armoured capillaries, digital indicators using PT100 sensors for plants that want a 4-20 mA or Modbus signal in the control room, and scanners for cast-resin dry-type transformers. Existing indicators can be calibrated against a reference bath, in our workshop or at site, and their switches reset to the values the protection scheme calls for.",
    ],
    categories: [
      [
        {
          id: "oil-temperature-indicator",
          name: "Oil Temperature Indicator (OTI)",
          img: "/images/catalogue/temperature-indicator.svg",
          no: "VPS-TIN-01",
          summary:
            "Dial-type OTI, 150 mm dial, 0-150 °C, ±1.5% FSD, 3-10 m armoured capillary, maximum pointer and 2 or 4 micro-switches, IP55.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "150 Pieces per Month",
          price: { amount: 7800, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "Sample at full list price, credited against a follow-on order of 10 units within 90 days",
          packagingDetails:
            "Individually boxed with capillary coiled and bulb protected, in a 5-ply carton",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh, Kenya",
          description: [
            "The oil temperature indicator measures top-oil temperature through a sensing bulb placed in the thermometer pocket on the tank cover. The bulb, capillary and measuring element form a sealed system, so a change in oil temperature moves the pointer directly without any electrical supply; the instrument therefore keeps reading even when the auxiliary supply is lost.",
            "Two or four independently adjustable micro-switches give alarm and trip signals, and on forced-cooled transformers can start the cooling fans. A resettable maximum pointer records the highest temperature reached since the last inspection, which is useful when checking whether a transformer has been overloaded.",
            "State the capillary length needed to run from the pocket to the marshalling box without strain, and the number of switches. Each indicator is calibrated in a temperature bath against a reference thermometer before dispatch, and the calibration sheet is packed with it.",
          ],
          specification: [
            { name: "Dial Size", value: "150 mm" },
            { name: "Range", value: "0-150 °C" },
            { name: "Accuracy", value: "±1.5% of full-scale deflection" },
            { name: "Sensing System", value: "Sealed bulb, capillary and measuring element" },
            { name: "Capillary", value: "3 m to 10 m, stainless steel armoured" },
            { name: "Sensing Bulb", value: "Stainless steel, for standard thermometer pocket" },
            { name: "Switches", value: "2 or 4 micro-switches, independently adjustable" },
            { name: "Switch Rating", value: "5 A at 240 V AC, 0.2 A at 220 V DC" },
            { name: "Maximum Pointer", value: "Resettable from outside" },
            { name: "Enclosure", value: "IP55, weatherproof" },
            { name: "Options", value: "PT100 or 4-20 mA transmitter for remote indication" },
          ],
          workDuration: [
            "Confirmation of range, capillary length and switch settings: same day",
            "Assembly and calibration in temperature bath: 2-3 days",
            "Switch operation and enclosure check: 1 day",
            "Dispatch: 1-2 days",
          ],
        },
        {
          id: "winding-temperature-indicator",
          name: "Winding Temperature Indicator (WTI)",
          img: "/images/catalogue/temperature-indicator.svg",
          no: "VPS-TIN-02",
          summary:
            "Thermal-image WTI with heater coil fed from a winding CT, 150 mm dial, 0-150 °C, 4 micro-switches for fan, alarm and trip, IP55.",
          deliveryTime: "7 working days after PO",
          supplyAbility: "120 Pieces per Month",
          price: { amount: 9500, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "One sample per customer at list price; returnable within 15 days if unused and in original packing",
          packagingDetails:
            "Individual carton with shock-absorbing inserts; heater coil and shunt packed with the instrument",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh",
          description: [
            "The hottest spot in a transformer is in the winding, not in the oil, and it cannot be measured directly on most units in service. The WTI estimates it by the thermal image method: its bulb sits in oil at top-oil temperature, and a heater coil around the bulb, fed from a CT in the winding circuit, adds a temperature rise proportional to load, equal to the winding-to-oil gradient found in the heat-run test.",
            "The heater current is set with a calibration shunt so that the indicator reproduces the gradient given by the transformer maker. Four micro-switches are usually assigned to fan group start, alarm, trip and a spare, and a resettable maximum pointer keeps the highest value reached.",
            "When replacing a WTI, give us the CT ratio and the heater current or gradient from the transformer's test report, so that the new instrument is matched before it leaves our workshop.",
          ],
          specification: [
            { name: "Principle", value: "Thermal image: top-oil bulb with CT-fed heater coil" },
            { name: "Dial Size", value: "150 mm" },
            { name: "Range", value: "0-150 °C" },
            { name: "Accuracy", value: "±1.5% of full-scale deflection" },
            {
              name: "Heater Supply",
              value: "From winding CT secondary, set by calibration shunt to the rated gradient",
            },
            { name: "Capillary", value: "3 m to 10 m, stainless steel armoured" },
            { name: "Switches", value: "4 micro-switches (fan, alarm, trip, spare)" },
            { name: "Switch Rating", value: "5 A at 240 V AC, 0.2 A at 220 V DC" },
            { name: "Enclosure", value: "IP55" },
            { name: "Options", value: "Repeater output for remote winding temperature indicator" },
          ],
          workDuration: [
            "Collection of CT ratio and gradient data: same day",
            "Assembly and bath calibration: 2-3 days",
            "Heater and shunt setting to the rated gradient: 1 day",
            "Final test and dispatch: 1-2 days",
          ],
        },
      ],
      [
        {
          id: "digital-temperature-indicator-pt100",
          name: "Digital Temperature Indicator with PT100",
          img: "/images/catalogue/temperature-indicator.svg",
          no: "VPS-TIN-03",
          summary:
            "Panel-mounted digital temperature indicator for 3-wire PT100 sensors, with alarm and trip relays, 4-20 mA output and Modbus RTU.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "200 Pieces per Month",
          price: { amount: 6400, unit: "Piece" },
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          description: [
            "Digital indicators suit plants that want transformer temperatures on their SCADA or building management system as well as on a local display. A PT100 sensor in the thermometer pocket feeds a panel instrument that shows the temperature, drives alarm and trip relays and sends a 4-20 mA or Modbus signal to the control room.",
          ],
          specification: [
            { name: "Input", value: "PT100, 3-wire" },
            { name: "Range", value: "0-200 °C" },
            { name: "Accuracy", value: "±0.5% of span ±1 digit" },
            { name: "Relays", value: "2 or 4, potential-free" },
            { name: "Outputs", value: "4-20 mA; RS-485 Modbus RTU" },
            { name: "Auxiliary Supply", value: "85-265 V AC/DC" },
            { name: "Panel Cut-out", value: "92 x 92 mm (96 x 96 mm bezel)" },
          ],
        },
        {
          id: "dry-type-transformer-temperature-scanner",
          name: "Temperature Scanner for Dry-Type Transformers",
          img: "/images/catalogue/temperature-indicator.svg",
          no: "VPS-TIN-04",
          summary:
            "Multi-channel PT100 temperature scanner for cast-resin dry-type transformers, with fan control, alarm and trip relays and remote output.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "80 Pieces per Month",
          minimumOrderQuantity: "1 Piece",
          paymentTerms: "100% Advance",
          mainDomesticMarket: "Gujarat, Maharashtra, Madhya Pradesh",
          description: [
            "Cast-resin dry-type transformers, common in commercial buildings and pharmaceutical plants, carry a PT100 sensor in each phase winding. The scanner reads all three in turn, displays the hottest, switches the cooling fans on and off and gives alarm and trip signals set to suit the insulation class of the transformer.",
            "Replacement scanners are wired to the existing sensors and set to the temperatures given by the transformer maker; a fourth channel can monitor core or enclosure temperature.",
          ],
          specification: [
            { name: "Inputs", value: "3 or 4 PT100 channels" },
            { name: "Relays", value: "Fan, alarm, trip and sensor-fault" },
            { name: "Outputs", value: "4-20 mA for the hottest winding; Modbus RTU optional" },
            { name: "Auxiliary Supply", value: "230 V AC or 110 V DC" },
          ],
        },
      ],
      [
        {
          id: "remote-winding-temperature-repeater",
          name: "Remote Temperature Indicator (RTI / RWTI)",
          img: "/images/catalogue/temperature-indicator.svg",
          no: "VPS-TIN-05",
          summary:
            "Panel-mounted remote indicator repeating OTI or WTI readings in the control room from a 4-20 mA or PT100 signal.",
          deliveryTime: "5 days after PO",
          supplyAbility: "100 Pieces per Month",
          description: [
            "A remote indicator lets the control room read the transformer's oil or winding temperature without a visit to the yard. It repeats the signal from a transmitter or PT100 built into the local OTI or WTI.",
          ],
        },
        {
          id: "oti-wti-calibration-repair",
          name: "OTI/WTI Calibration and Repair",
          img: "/images/catalogue/testing-kit.svg",
          no: "VPS-TIN-06",
          summary:
            "Calibration of oil and winding temperature indicators against a reference bath, switch setting, heater coil checks and capillary replacement.",
          deliveryTime: "Workshop calibration in 3-5 days; site calibration within 7 days of PO",
          supplyAbility: "100 Instruments per Month",
          minimumOrderQuantity: "1 Instrument",
          paymentTerms: "Against Delivery",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "An indicator that reads 8 °C low will let a transformer run hotter than its protection settings intend, and a switch that has drifted may never close. Calibration compares the indicator with a reference thermometer at several points across its range, in a portable bath at site or in our workshop, and adjusts or records the error.",
            "For WTIs we also measure the heater coil resistance and inject current through the CT circuit to confirm the gradient. Switches are set to the alarm, trip and fan values in the plant's protection settings and proved at the marshalling box. Capillaries that are kinked or leaking are replaced, and the sensing system refilled and recalibrated.",
          ],
          specification: [
            {
              name: "Service Location",
              value: "At site with portable bath, or in our Vadodara workshop",
            },
            { name: "Calibration Points", value: "Typically 40, 60, 80, 100 and 120 °C" },
            {
              name: "Reference",
              value: "Reference thermometer with traceable calibration certificate",
            },
            {
              name: "Checks",
              value: "Indication error, switch operation, maximum pointer, WTI heater and gradient",
            },
            { name: "Report Provided", value: "Calibration certificate per instrument" },
          ],
          workDuration: [
            "Removal of bulb from pocket under permit: 30 minutes",
            "Bath calibration at five points: 1.5-2 hours",
            "Switch setting and WTI gradient check: 1 hour",
            "Refitting and proving of contacts at the marshalling box: 30 minutes",
          ],
        },
      ],
    ],
  },

  // 8. OLTC Repairing Services
  {
    kind: "group",
    id: "oltc-repairing-services",
    name: "OLTC Repairing Services",
    img: "/images/catalogue/oltc.svg",
    no: "6",
    summary:
      "Overhauling and repair of on-load tap changers: diverter contacts, motor drive, RTCC and AVR, with dynamic resistance testing and oil treatment.",
    intro: [
      "The on-load tap changer is the only part of a power transformer that moves while the unit carries load, and it accounts for a significant share of transformer failures. Its diverter switch arcs at every tap change, so the contacts erode and the diverter oil carbonises; the motor drive and its limit switches wear in turn, and a tap changer that stops between taps can burn out its transition resistors.",
      "Our engineers have been overhauling oil-type in-tank and compartment-type tap changers for over a decade, on transformers up to 220 kV class. Work follows the maker's maintenance instructions and IEC 60214, at intervals set by the operation counter or years in service, and each job ends with a dynamic resistance test and a full run through all taps.",
    ],
    categories: [
      [
        {
          id: "oltc-overhauling-service",
          name: "OLTC Overhauling Service",
          img: "/images/catalogue/oltc.svg",
          no: "VPS-OLT-01",
          summary:
            "Planned overhaul of oil-type on-load tap changers: diverter inspection, contact measurement, transition resistors, oil change and full tap run.",
          deliveryTime: "Within 10 days of PO; 2-4 days at site per tap changer",
          supplyAbility: "8 Tap Changers per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket:
            "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh; pan-India for larger jobs",
          description: [
            "A tap changer is due for overhaul when its operation counter reaches the maker's figure, commonly somewhere between 50,000 and 100,000 operations for oil-type diverters, or after a set number of years, whichever comes first. Leaving it longer risks contacts wearing through and a failure during a tap change, which can destroy the diverter and damage the transformer.",
            "The diverter insert is lifted out, cleaned and inspected; arcing and main contacts are measured against the wear limits, transition resistors checked for value and continuity, and springs and drive shafts examined. The compartment is flushed, refilled with fresh filtered oil, and the tap changer is run through every position by hand and by motor before a dynamic resistance test confirms clean transitions.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            { name: "Tap Changer Type", value: "Oil-type in-tank and compartment-type OLTCs" },
            { name: "Transformer Voltage Class", value: "Up to 220 kV" },
            {
              name: "Standards Followed",
              value: "IEC 60214 and the OLTC maker's maintenance manual",
            },
            {
              name: "Tests Performed",
              value:
                "Contact wear measurement, transition resistance, winding resistance at each tap, OLTC dynamic resistance, diverter oil BDV",
            },
            {
              name: "Report Provided",
              value: "Inspection report with contact wear record and photographs",
            },
            { name: "Mode of Service", value: "Planned shutdown with our OLTC crew" },
          ],
          workDuration: [
            "Review of operation count and maker's manual, spares planning: 2-3 days before shutdown",
            "Isolation, oil draining and removal of diverter insert: 1 day",
            "Cleaning, measurement and replacement of worn parts: 1-2 days",
            "Reassembly, oil filling and manual tap run: 1 day",
            "Motor operation, dynamic resistance test and return to service: half a day",
          ],
        },
        {
          id: "oltc-diverter-contact-replacement",
          name: "OLTC Diverter Contact Replacement",
          img: "/images/catalogue/oltc.svg",
          no: "VPS-OLT-02",
          summary:
            "Replacement of worn arcing and main contacts and transition resistors in OLTC diverter switches, with dynamic resistance test after repair.",
          deliveryTime: "7-15 days after PO, subject to contact availability",
          supplyAbility: "6 Tap Changers per Month",
          paymentTerms: "50% advance, balance against completion report",
          description: [
            "When an overhaul shows arcing contacts at or near their wear limit, the contacts are replaced as a set so that all phases switch alike. We fit contacts supplied by the tap-changer maker, or compatible contacts of the same material and dimensions where the maker no longer supplies them, and we tell the customer in advance which it will be.",
            "Transition resistors that have changed value or cracked are replaced at the same time. After reassembly, contact timing and transition are confirmed by a dynamic resistance test on each phase.",
          ],
          specification: [
            {
              name: "Parts Replaced",
              value: "Arcing contacts, main contacts, transition resistors, braids",
            },
            {
              name: "Parts Source",
              value: "OEM, or compatible parts of the same material and dimensions",
            },
            {
              name: "Tests After Repair",
              value: "Dynamic resistance, transition resistance, winding resistance at each tap",
            },
          ],
        },
      ],
      [
        {
          id: "oltc-motor-drive-unit-repair",
          name: "OLTC Motor Drive Unit Repair",
          img: "/images/catalogue/oltc.svg",
          no: "VPS-OLT-03",
          summary:
            "Repair of OLTC motor drive mechanisms: motor, brake, step-by-step switches, limit switches, position transmitter and counter.",
          deliveryTime: "Within 7 days of PO",
          supplyAbility: "10 Jobs per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "Against completion report",
          description: [
            "Many tap-changer faults start in the motor drive cabinet rather than in the tap changer itself. A worn brake lets the drive overrun, a faulty step-by-step contactor makes it run through several taps, and a failed limit switch allows it to drive against the end stop. Moisture in the cabinet, through a failed heater or a missing gasket, speeds all of this up.",
            "We test the motor, brake and control circuit, replace worn contactors, cam switches and limit switches, repair the position transmitter and counter, and check that the drive and the tap changer are coupled in the correct position before running through the full tap range.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            {
              name: "Components Covered",
              value:
                "Drive motor, brake, contactors, cam and limit switches, position transmitter, counter, heater",
            },
            {
              name: "Tests Performed",
              value: "Motor current, step-by-step operation, end-limit checks, coupling check",
            },
            { name: "Report Provided", value: "Job report with parts replaced" },
          ],
        },
        {
          id: "rtcc-panel-repair",
          name: "RTCC Panel & AVR Relay Repair",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-OLT-04",
          summary:
            "Repair and testing of remote tap changer control panels and automatic voltage regulating relays, including parallel operation schemes.",
          deliveryTime: "Within 7 days of PO",
          supplyAbility: "12 Panels per Month",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket: "Gujarat, Maharashtra",
          description: [
            "The RTCC panel lets operators raise and lower taps from the control room and holds the automatic voltage regulating relay that does it unattended. Hunting, where the relay keeps changing taps back and forth, usually comes from a bandwidth set too narrow or a time delay set too short; failed tap-position indication is often a broken transmitter resistor chain or a loose connection.",
            "We test the AVR relay by injecting voltage and current, check its bandwidth, time delay and line drop compensation settings, and verify master-follower or circulating-current schemes where transformers run in parallel.",
          ],
          specification: [
            {
              name: "Equipment Covered",
              value: "RTCC panels, AVR relays, tap position indicators",
            },
            {
              name: "Tests Performed",
              value:
                "Voltage and current injection, bandwidth and time delay, raise/lower and parallel operation",
            },
            { name: "Report Provided", value: "Settings record and test results" },
          ],
        },
      ],
      [
        {
          id: "oltc-dynamic-resistance-testing",
          name: "OLTC Dynamic Resistance Testing",
          img: "/images/catalogue/testing-kit.svg",
          no: "VPS-OLT-05",
          summary:
            "Dynamic resistance measurement of on-load tap changers across all taps, to detect contact wear, open transitions and timing faults without untanking.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "20 Transformers per Month",
          paymentTerms: "30 days credit against PO for approved customers",
          description: [
            "Dynamic resistance measurement records the current through the winding while the tap changer moves from one position to the next. The trace shows each stage of the diverter's switching sequence, so a break in current, an unusually long transition or an uneven pattern between phases reveals worn contacts, a faulty transition resistor or a weak spring.",
            "Because it is done from the transformer terminals, the test can be used to decide whether a full OLTC overhaul is really needed, and to confirm the result after one.",
          ],
          specification: [
            {
              name: "Tests Performed",
              value: "Dynamic resistance and static winding resistance at each tap, all phases",
            },
            {
              name: "Standards Followed",
              value: "IEC 60214 and maker's reference traces where available",
            },
            { name: "Report Provided", value: "Traces for every transition with interpretation" },
          ],
          workDuration: [
            "Isolation and test connections: 1-2 hours",
            "Measurement across full tap range: 3-4 hours",
            "Report with interpretation: 3 working days",
          ],
        },
        {
          id: "oltc-oil-filtration",
          name: "OLTC Diverter Oil Filtration",
          img: "/images/catalogue/oil-filtration-plant.svg",
          no: "VPS-OLT-06",
          summary:
            "Filtration or replacement of carbonised oil in OLTC diverter compartments, with BDV test before and after treatment.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "15 Jobs per Month",
          description: [
            "Every tap change leaves carbon and moisture in the diverter oil, and oil that has lost its strength can allow flashover inside the compartment. We filter or replace it with a dedicated small filter unit, so the diverter oil never passes through equipment used for main-tank oil.",
          ],
        },
      ],
    ],
  },

  // 9. Control Panel Repair Services
  {
    kind: "group",
    id: "control-panel-repair-services",
    name: "Control Panel Repair Services",
    img: "/images/catalogue/control-panel.svg",
    no: "6",
    summary:
      "Repair, testing and retrofit of MCC, PCC and APFC panels, transformer marshalling boxes, protection relays and PLC control panels.",
    intro: [
      "The panels around a transformer, from the marshalling box on the tank to the PCC that takes its output, carry the wiring that turns a temperature or a gas alarm into a trip. A loose terminal or a failed relay there is as serious as a fault in the transformer itself, and much more common.",
      "Our panel team repairs and tests LV switchboards, motor control centres, capacitor panels, protection relays and PLC control panels in running plants, usually within a planned shutdown window. Work is done under permit-to-work and LOTO, wiring changes are marked up on the plant's drawings, and every panel is tested before it is handed back to operations.",
    ],
    categories: [
      [
        {
          id: "mcc-panel-repair",
          name: "MCC Panel Repair",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-CPR-01",
          summary:
            "Repair of motor control centres: starter modules, contactors, overload relays, busbar joints, wiring and interlocks, with IR and function tests.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "20 Panels per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "50% advance, balance against completion report",
          description: [
            "Motor control centres in process plants see frequent switching, heat and dust, so contactors, overload relays and terminals fail long before the enclosure wears out. We repair feeder by feeder, replacing worn contactors and relays with equivalent ratings, re-tightening busbar and cable joints to the right torque, and restoring interlocks and indication.",
            "Before handover each repaired feeder is tested for insulation resistance, overload relay operation by current injection and correct starting sequence, and hot joints found during the job are checked again by thermography under load.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            { name: "Panel Type", value: "Fixed and draw-out type MCCs, 415 V" },
            {
              name: "Tests Performed",
              value:
                "IR, overload relay injection, control circuit function, thermography under load",
            },
            { name: "Report Provided", value: "Feeder-wise job and test report" },
          ],
        },
        {
          id: "pcc-panel-repair",
          name: "PCC Panel Repair",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-CPR-02",
          summary:
            "Repair and maintenance of power control centres: ACB incomers, bus couplers, busbars, metering and protection, during planned shutdowns.",
          deliveryTime: "Within 7 days of PO",
          supplyAbility: "10 Panels per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "50% advance, balance against completion report",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "The power control centre receives the full output of the transformer, and overheated busbar joints or an incomer that fails to trip can take the whole plant down. PCC work is therefore planned around the transformer shutdown, so that the incomer, bus coupler, busbars and transformer terminations can all be reached at once.",
            "We clean and inspect busbars and supports, re-torque joints, service ACB incomers and bus couplers, check CTs, meters and protection relays, and confirm that the incomer and bus coupler interlocks work as the single-line diagram intends.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            { name: "Panel Rating", value: "Up to 6300 A, 415 V" },
            {
              name: "Tests Performed",
              value:
                "IR of busbars, contact resistance of joints, ACB tests, relay and interlock checks",
            },
            { name: "Report Provided", value: "Test report with thermography before and after" },
          ],
          workDuration: [
            "Pre-shutdown thermography and planning: 1 day",
            "Busbar cleaning, inspection and re-torquing: 1 day",
            "ACB incomer and bus coupler service: 1 day",
            "Protection, interlock and IR tests, return to service: half a day",
          ],
        },
      ],
      [
        {
          id: "apfc-panel-repair",
          name: "APFC Panel Repair",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-CPR-03",
          summary:
            "Repair of automatic power factor correction panels: capacitors, capacitor-duty contactors, detuned reactors, APFC relay and fuses.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "15 Panels per Month",
          paymentTerms: "Against completion report",
          description: [
            "An APFC panel that is not holding power factor costs the plant in reactive energy charges, and a failing capacitor can swell and rupture. We measure the capacitance of every step against its rating, replace capacitors that have lost value, change worn capacitor-duty contactors, and check detuned reactors and cooling fans.",
            "The APFC relay is checked for CT polarity, target power factor and switching delay. Where the plant has many drives, we measure harmonics before recommending whether a detuned panel is needed.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            {
              name: "Checks",
              value:
                "Capacitance per step, contactor condition, reactor temperature, relay settings, CT polarity",
            },
            { name: "Optional", value: "Harmonic measurement with power quality analyser" },
          ],
        },
        {
          id: "transformer-marshalling-box-repair",
          name: "Transformer Marshalling Box Repair",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-CPR-04",
          summary:
            "Repair and rewiring of transformer marshalling boxes: terminals, fan control, heaters, gaskets and alarm and trip wiring from tank fittings.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "20 Boxes per Month",
          minimumOrderQuantity: "1 Job",
          paymentTerms: "Against completion report",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          description: [
            "The marshalling box on the transformer tank collects the wiring from the Buchholz relay, PRV, oil level gauge, OTI and WTI and passes it on to the control room. It sits outdoors through every monsoon, so corroded terminals, failed heaters and perished door gaskets are the usual findings, and any of them can cause a false trip or block a real one.",
            "We replace terminals and gaskets, repair the anti-condensation heater and thermostat, restore the cooling fan control circuit and rewire damaged cores. Every alarm and trip is then proved from the device on the tank to the relay panel.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site" },
            {
              name: "Work Done",
              value: "Terminals, heater and thermostat, fan control, gaskets, rewiring",
            },
            {
              name: "Tests Performed",
              value: "IR of wiring, alarm and trip proving from each device",
            },
            { name: "Report Provided", value: "Checklist with device-wise results" },
          ],
        },
      ],
      [
        {
          id: "protection-relay-testing",
          name: "Protection Relay Testing",
          img: "/images/catalogue/testing-kit.svg",
          no: "VPS-CPR-05",
          summary:
            "Secondary injection testing of numerical and electromechanical protection relays for transformers and feeders, with settings verification.",
          deliveryTime: "Within 5 days of PO",
          supplyAbility: "60 Relays per Month",
          paymentTerms: "30 days credit against PO for approved customers",
          description: [
            "Differential, restricted earth fault, overcurrent and earth fault relays are the transformer's electrical protection, and a wrong setting or a failed output contact will only be discovered when a fault happens. We test each relay by secondary injection with a three-phase test set, check its pick-up, timing and characteristic against the approved settings, and prove that its output trips the breaker.",
            "CT circuits are checked for polarity and continuity at the same time. Settings found to differ from the approved settings are reported, not changed, unless the plant's protection engineer authorises it.",
          ],
          specification: [
            {
              name: "Relays Covered",
              value:
                "Differential, REF, overcurrent and earth fault, numerical and electromechanical",
            },
            { name: "Test Equipment", value: "Three-phase secondary injection test set" },
            { name: "Report Provided", value: "Relay-wise test sheet with settings and results" },
          ],
        },
        {
          id: "plc-panel-retrofit",
          name: "PLC Control Panel Repair & Retrofit",
          img: "/images/catalogue/control-panel.svg",
          no: "VPS-CPR-06",
          summary:
            "Repair of PLC control panels and retrofit of obsolete PLCs, with programs rewritten to IEC 61131-3 and tested before changeover.",
          deliveryTime: "Repair within 7 days; retrofit 4-8 weeks after approval",
          supplyAbility: "4 Retrofits per Month",
          minimumOrderQuantity: "1 Panel",
          paymentTerms: "40% advance, 50% against delivery, 10% after commissioning",
          mainDomesticMarket: "Gujarat, Maharashtra",
          description: [
            "PLC panels in older plants often run controllers whose spares are no longer available and whose programs exist only in the CPU. Before anything else we back up the program, record the I/O list and study how the panel controls the process.",
            "Repairs cover power supplies, I/O modules, interposing relays and wiring. For a retrofit, the logic is rewritten for a current PLC in IEC 61131-3 languages, tested on a simulator with the plant's engineers, and changed over in a short planned shutdown with the old panel kept ready as a fallback.",
          ],
          specification: [
            { name: "Service Location", value: "Customer site and our workshop" },
            { name: "Programming Standard", value: "IEC 61131-3" },
            {
              name: "Scope",
              value:
                "Program backup, I/O mapping, hardware replacement, logic migration, HMI screens",
            },
            {
              name: "Tests Performed",
              value: "Simulation test with customer, I/O loop check, site acceptance test",
            },
          ],
          workDuration: [
            "Program backup and I/O survey: 2-3 days",
            "Functional design and approval: 1 week",
            "Panel build and program migration: 3-5 weeks",
            "Simulation test with customer: 2 days",
            "Changeover and site acceptance test: 1-2 days",
          ],
        },
      ],
    ],
  },

  // 10. Sulfur Hexafluoride Gas (single item)
  {
    kind: "item",
    id: "sulfur-hexafluoride-gas",
    name: "Sulfur Hexafluoride Gas",
    img: "/images/catalogue/sf6-cylinder.svg",
    no: "VPS-SF6-01",
    summary:
      "SF6 gas of ≥ 99.9% purity, meeting IEC 60376, in 40 kg and 52 kg cylinders for SF6 circuit breakers, GIS and RMUs, with filling support at site.",
    deliveryTime: "3-5 days after PO for 40 kg and 52 kg cylinders",
    supplyAbility: "100 Cylinders per Month",
    minimumOrderQuantity: "1 Cylinder",
    paymentTerms: "100% Advance; cylinder security deposit refundable on return",
    sampleAvailable: "No",
    packagingDetails: "Seamless steel cylinders with valve guard, transported upright and secured",
    mainDomesticMarket: "All India",
    description: [
      "Sulfur hexafluoride (SF6) is the insulating and arc-quenching gas in SF6 circuit breakers, gas-insulated switchgear and many ring main units. We supply new technical-grade SF6 conforming to IEC 60376, with a batch certificate giving purity, moisture and other impurity values, in cylinders sized for topping up a breaker or filling a GIS bay.",
      "SF6 has a very high global warming potential, so it must never be vented. Our engineers can fill and top up equipment using a gas service cart, measure moisture and purity of the gas in service, and recover gas for reuse in line with IEC 62271-4 and IEC 60480. Empty cylinders are collected back against the deposit.",
    ],
    specification: [
      { name: "Purity", value: "≥ 99.9% by weight (IEC 60376 minimum is 99.7%)" },
      { name: "Moisture", value: "≤ 25 mg/kg; actual value on batch certificate" },
      {
        name: "Other Impurities",
        value: "Air, CF4, mineral oil and acidity within IEC 60376 limits",
      },
      { name: "Cylinder Sizes", value: "40 kg and 52 kg of gas; smaller cylinders on request" },
      { name: "Cylinder", value: "Seamless steel, with valve suited to SF6 filling equipment" },
      {
        name: "Applications",
        value: "SF6 circuit breakers, GIS, RMUs, gas-insulated instrument transformers",
      },
      {
        name: "Related Services",
        value: "Filling, topping up, moisture and purity measurement, gas recovery",
      },
    ],
  },

  // 11. Transformer Oil Filtration Services (single item)
  {
    kind: "item",
    id: "transformer-oil-filtration-services",
    name: "Transformer Oil Filtration Services",
    img: "/images/catalogue/oil-filtration-plant.svg",
    no: "VPS-TOF-01",
    summary:
      "Oil filtration at site with high-vacuum two-stage 6000 LPH plants: dehydration, degassing and particle removal to IS 1866 / IEC 60422 values.",
    deliveryTime: "Plant at site within 3-5 days of PO",
    supplyAbility: "3 mobile filtration plants; about 20 Jobs per Month",
    minimumOrderQuantity: "1 Job",
    paymentTerms: "50% advance, balance against completion report",
    mainDomesticMarket:
      "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh; pan-India for larger jobs",
    description: [
      "In-service transformer oil picks up moisture, dissolved gases and particles, and its breakdown voltage falls as it does. Filtration with a high-vacuum two-stage plant heats the oil, passes it through fine filter elements and sprays it into vacuum chambers where water and gas boil off, then returns it to the transformer, usually by circulating the full oil volume several times.",
      "Our three trailer-mounted plants of 6000 LPH capacity work at customer sites across western India. Oil is sampled before, during and after treatment, and the job continues until the BDV, measured with a 2.5 mm gap, and the moisture content agreed beforehand are reached; for most units the target is a BDV of 60 kV or more and moisture in single-digit to low double-digit ppm, within IS 1866 / IEC 60422 values for the voltage class.",
      "Filtration removes water and gas but not the acids and sludge of badly aged oil. Where acidity or IFT show that the oil itself is degraded, the report says so and recommends reclamation or replacement with new oil to IS 335.",
    ],
    specification: [
      { name: "Service Location", value: "Customer site" },
      { name: "Filtration Plant", value: "High-vacuum two-stage, 6000 LPH, trailer mounted" },
      {
        name: "Process",
        value: "Heating, fine filtration, dehydration and degassing under vacuum",
      },
      {
        name: "Transformer Rating Covered",
        value: "Distribution and power transformers up to 220 kV class / 100 MVA",
      },
      { name: "Standards Followed", value: "IS 1866 / IEC 60422; IS 335 for new oil" },
      {
        name: "Tests Performed",
        value:
          "BDV (2.5 mm gap) and moisture (Karl Fischer) before, during and after; DGA on request",
      },
      {
        name: "Report Provided",
        value: "Filtration log with hourly readings and final test certificate",
      },
      {
        name: "Mode of Service",
        value: "Transformer de-energised; vacuum filling of new units on request",
      },
    ],
    workDuration: [
      "Site survey, oil quantity and access check: 1 day",
      "Mobilisation of plant, hoses and generator if needed: 1 day",
      "Initial oil sampling and tests: half a day",
      "Filtration of a 2.5 MVA transformer (about 2,000 litres): 1-2 days",
      "Filtration of a 20 MVA transformer (about 15,000 litres): 4-6 days",
      "Final sampling, BDV and moisture tests, demobilisation: 1 day",
    ],
  },

  // 12. VCB tripping coil (single item; compatible replacement, not an OEM part)
  {
    kind: "item",
    id: "siemens-3ah-vcb-tripping-coil",
    name: "Siemens 3AH VCB Tripping Coil",
    img: "/images/catalogue/tripping-coil.svg",
    no: "VPS-VTC-01",
    summary:
      "Compatible replacement shunt trip coil for Siemens 3AH-series VCBs, 24, 30, 110 and 220 V DC, tested for pick-up at 70% of rated voltage.",
    deliveryTime: "2-3 days after PO for 110 V and 220 V DC; 7 working days for other voltages",
    supplyAbility: "150 Pieces per Month",
    price: { amount: 4200, unit: "Piece" },
    minimumOrderQuantity: "1 Piece",
    paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
    sampleAvailable: "Yes",
    samplePolicy:
      "The first coil may be bought as a trial piece; if it does not fit the mechanism it can be returned unused within 15 days for refund less freight",
    packagingDetails: "Individually bubble-wrapped in a small box with test tag and fitting note",
    mainDomesticMarket: "All India",
    mainExportMarkets: "Nepal, Bangladesh, UAE",
    description: [
      "This is a compatible replacement shunt trip coil (opening release) for Siemens 3AH-series vacuum circuit breakers, made and tested by Vidyut Power Solutions. It is not a Siemens original (OEM) part; the names Siemens and 3AH are used only to identify the breaker it fits.",
      "A trip coil that has burnt open, usually because it stayed energised after an auxiliary contact stuck, leaves the breaker unable to open on a protection command. Our coil is wound to the resistance of the original release for the stated voltage and is tested for insulation and for pick-up at 70% of rated voltage, the lower limit that IEC 62271-1 sets for shunt opening releases.",
      "Send a photograph of the breaker nameplate and of the old release, and state the trip supply voltage. After fitting, check that the breaker trips electrically and by its manual trip button, and that the auxiliary contact in series with the coil opens when the breaker trips.",
    ],
    specification: [
      { name: "Type", value: "Shunt opening release (trip coil), compatible replacement, not OEM" },
      {
        name: "Fits",
        value: "Siemens 3AH-series VCB operating mechanisms; confirm with breaker nameplate",
      },
      {
        name: "Rated Voltage",
        value: "24, 30, 110, 220 V DC (48 V DC and 110/230 V AC on request)",
      },
      {
        name: "Coil Resistance at 20 °C",
        value:
          "About 4 Ω (24 V), 6.5 Ω (30 V), 85 Ω (110 V), 340 Ω (220 V), ±10%; measured value on test tag",
      },
      { name: "Power Consumption", value: "About 140 W at rated DC voltage" },
      { name: "Operating Range", value: "70% to 110% of rated voltage (IEC 62271-1)" },
      {
        name: "Duty",
        value:
          "Short-time; energise only through the breaker's auxiliary contact, never continuously",
      },
      { name: "Winding", value: "Enamelled copper, varnish impregnated, class F" },
      { name: "Dielectric Test", value: "2 kV AC for 1 minute, coil to frame" },
      {
        name: "Mounting",
        value: "Direct replacement on the existing bracket, with leads and terminal lugs",
      },
    ],
    workDuration: [
      "Confirmation of breaker type and trip voltage: same day",
      "Resistance, dielectric and pick-up voltage tests: 1 day",
      "Packing and dispatch: 1-2 days",
      "Optional fitting and trip test at site by our engineer: about 2 hours per breaker",
    ],
  },

  // 13. Transformers Spares
  {
    kind: "group",
    id: "transformers-spares",
    name: "Transformers Spares",
    img: "/images/catalogue/spare-parts.svg",
    no: "7",
    summary:
      "HV and LV bushings, gasket kits, transformer oil to IS 335, radiator valves, winding conductor and terminal connectors for transformer repair.",
    intro: [
      "Transformer repairs are often held up for want of a small part: a bushing of the right creepage, a gasket set for a particular tank, a radiator valve of the right size. We keep the common spares for distribution and power transformers in stock at Vadodara and source the rest against the original drawings or the old part.",
      "Bushings are made to IS 3347 dimensions and tested to IEC 60137, new transformer oil is supplied to IS 335 with a batch test certificate, and gaskets are cut from oil-resistant nitrile rubber or cork-nitrile sheet. When a part has to be fitted under oil or under a permit, our crew can fit it and test the transformer afterwards.",
    ],
    categories: [
      [
        {
          id: "transformer-hv-bushing",
          name: "HV Porcelain Bushing for Transformers",
          img: "/images/catalogue/bushing.svg",
          no: "VPS-TSP-01",
          summary:
            "HV porcelain bushings, 12 kV to 36 kV, 250 A to 1000 A, to IS 3347 dimensions, complete with brass stem, nuts, washers and gaskets.",
          deliveryTime: "3-5 days after PO for 12 kV and 24 kV; 10 working days for 36 kV",
          supplyAbility: "500 Pieces per Month",
          price: { amount: 1450, unit: "Piece (12 kV, 250 A, with metal parts)" },
          minimumOrderQuantity: "3 Pieces",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "One sample bushing against payment, adjusted in the first order of 30 pieces or more",
          packagingDetails:
            "Each bushing in a separate cell of a wooden crate with straw or foam padding",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh, Kenya",
          description: [
            "The HV bushing carries the winding lead through the tank cover and insulates it from the earthed tank. Porcelain bushings on distribution transformers fail mostly from external causes: chipped sheds after careless handling, flashover after a lightning surge, or tracking in polluted coastal and industrial areas where the creepage is too short.",
            "Our bushings follow the dimensions of IS 3347 so they fit the standard tank cover openings, and are supplied complete with brass stem, nuts, washers, arcing horns where specified and nitrile gaskets. The porcelain is brown or grey glazed, and each lot is routine tested for power-frequency withstand as IEC 60137 sets out.",
            "For sites near the sea or chemical plants choose the heavy pollution version with 31 mm/kV creepage. Bushings are best changed with a partial oil drain, and our crew can do this at site together with an IR test afterwards.",
          ],
          specification: [
            { name: "Voltage Class", value: "12 kV, 17.5 kV, 24 kV, 36 kV" },
            { name: "Current Rating", value: "250 A, 630 A, 1000 A" },
            { name: "Dimensions", value: "To IS 3347" },
            { name: "Creepage Distance", value: "25 mm/kV standard; 31 mm/kV for heavy pollution" },
            { name: "Porcelain", value: "Wet-process, brown or grey glazed" },
            { name: "Metal Parts", value: "Brass stem, nuts and washers; arcing horns on request" },
            { name: "Gaskets", value: "Nitrile rubber" },
            {
              name: "Tests",
              value: "Power-frequency withstand and visual inspection, per IEC 60137",
            },
          ],
          workDuration: [
            "Confirmation of voltage class, current and creepage: same day",
            "Assembly of metal parts and gaskets: 1 day",
            "Routine tests and crating: 1-2 days",
            "Dispatch by road: 1-4 days depending on destination",
          ],
        },
        {
          id: "transformer-lv-bushing",
          name: "LV Porcelain Bushing for Transformers",
          img: "/images/catalogue/bushing.svg",
          no: "VPS-TSP-02",
          summary:
            "LV porcelain bushings, 1.1 kV, 250 A to 3150 A, with brass or copper stems, for distribution transformer secondary terminals.",
          deliveryTime: "2-4 days after PO",
          supplyAbility: "800 Pieces per Month",
          price: { amount: 850, unit: "Piece (1.1 kV, 630 A)" },
          minimumOrderQuantity: "4 Pieces",
          paymentTerms: "100% Advance",
          packagingDetails: "Wooden crate with individual padding",
          description: [
            "LV bushings carry the large secondary currents of a distribution transformer, so most failures start at the terminal: a loose cable lug or undersized stem overheats, cracks the porcelain and lets oil seep out. Replacing the bushing without curing the connection only repeats the failure.",
            "We supply LV bushings with stems sized for the full current rating, in brass up to 1000 A and copper above, and recommend checking the cable lugs and bolts at the same time.",
          ],
          specification: [
            { name: "Voltage Class", value: "1.1 kV" },
            { name: "Current Rating", value: "250 A to 3150 A" },
            { name: "Stem", value: "Brass up to 1000 A; copper above" },
            { name: "Dimensions", value: "To IS 3347" },
          ],
        },
      ],
      [
        {
          id: "transformer-gasket-kit",
          name: "Transformer Gasket Kit",
          img: "/images/catalogue/gasket-kit.svg",
          no: "VPS-TSP-03",
          summary:
            "Complete gasket sets for distribution and power transformers in nitrile rubber and cork-nitrile, cut to the tank's drawings or old gaskets.",
          deliveryTime: "3-5 days after PO for standard sets; 7-10 days for sets cut to drawing",
          supplyAbility: "250 Sets per Month",
          price: { amount: 2400, unit: "Set (for 100-250 kVA distribution transformer)" },
          minimumOrderQuantity: "1 Set",
          paymentTerms: "100% Advance; 30 days credit against PO for approved customers",
          sampleAvailable: "Yes",
          samplePolicy: "Material samples of nitrile and cork-nitrile sheet sent free for approval",
          packagingDetails:
            "Gaskets laid flat in a labelled carton, each item tagged with its location on the transformer",
          mainDomesticMarket: "All India",
          mainExportMarkets: "Nepal, Bangladesh",
          description: [
            "A transformer has dozens of gasketed joints, and when one is opened during a repair the others are usually no better. A full gasket kit lets every joint that is disturbed during an overhaul be remade with new material, so the transformer does not come back a month later with a fresh leak.",
            "Kits include the top cover, bushing, radiator, conservator, valve and inspection cover gaskets, cut from oil-resistant nitrile rubber or cork-nitrile composition, and are labelled by location. For power transformers and non-standard tanks we cut gaskets to the maker's drawings, or to measurements taken from the old gaskets at site.",
            "Nitrile rubber is preferred for O-rings and for joints with a groove or stop that limits compression; cork-nitrile suits wide flat flanges on older tanks. Tighten bolts evenly in a cross pattern and stop at the compression the gasket maker specifies.",
          ],
          specification: [
            { name: "Material", value: "Nitrile rubber (NBR) or cork-nitrile composition" },
            { name: "Hardness (NBR)", value: "65-75 Shore A" },
            {
              name: "Oil Resistance",
              value: "Suitable for continuous contact with mineral transformer oil",
            },
            { name: "Operating Temperature", value: "Up to about 100 °C continuous" },
            { name: "Thickness", value: "3 mm to 12 mm, as per joint" },
            {
              name: "Kit Contents",
              value: "Top cover, bushings, radiators, conservator, valves, inspection covers",
            },
            { name: "Marking", value: "Each gasket tagged with its position on the transformer" },
          ],
          workDuration: [
            "Collection of drawings or old gasket dimensions: 1 day",
            "Cutting and punching of gaskets: 1-5 days depending on kit",
            "Inspection, tagging and packing: 1 day",
          ],
        },
        {
          id: "transformer-oil",
          name: "Transformer Oil (IS 335)",
          img: "/images/catalogue/transformer-oil.svg",
          no: "VPS-TSP-04",
          summary:
            "New mineral insulating oil to IS 335 in 210 litre barrels and tanker loads, with batch test certificate; filtration at site on request.",
          deliveryTime: "2-4 days after PO for barrels; 5-7 days for tanker loads",
          supplyAbility: "40,000 Litres per Month",
          price: { amount: 105, unit: "Litre" },
          minimumOrderQuantity: "210 Litres (1 Barrel)",
          paymentTerms: "100% Advance; Against Delivery for tanker loads to approved customers",
          sampleAvailable: "Yes",
          samplePolicy:
            "1 litre sample in a sealed amber bottle with test certificate, free for orders above 2,000 litres",
          packagingDetails: "210 litre sealed steel barrels, 20 litre cans, or tanker loads",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh",
          mainExportMarkets: "Nepal",
          description: [
            "Transformer oil cools the windings and insulates them, and it is the one component of a transformer that can be tested, treated and replaced without untanking. We supply new uninhibited mineral insulating oil conforming to IS 335, from refiners whose batch certificates accompany every consignment.",
            "Oil in barrels absorbs moisture during handling and storage, so new oil should always be filtered before it goes into a transformer. Ordered with our filtration service, the oil is passed through a high-vacuum plant at site and filled under vacuum, and its BDV and moisture are recorded on the filling report.",
            "Store barrels lying on their side, bungs at the three o'clock and nine o'clock positions, under a roof and off the ground.",
          ],
          specification: [
            { name: "Type", value: "Uninhibited mineral insulating oil" },
            { name: "Standard", value: "IS 335" },
            {
              name: "Breakdown Voltage",
              value: "≥ 30 kV as supplied; ≥ 60 kV after filtration (2.5 mm gap)",
            },
            {
              name: "Acidity, Water Content, IFT, DDF",
              value: "Within IS 335 limits, as stated on the batch certificate",
            },
            { name: "Appearance", value: "Clear, free from sediment and suspended matter" },
            { name: "Packaging", value: "210 litre barrels, 20 litre cans, tankers" },
            { name: "Documents", value: "Refiner's batch test certificate with every consignment" },
          ],
          workDuration: [
            "Order confirmation and batch allocation: same day",
            "Loading and documentation: 1 day",
            "Road transport: 1-3 days within western India",
            "Optional filtration and vacuum filling at site: 1-3 days",
          ],
        },
      ],
      [
        {
          id: "transformer-butterfly-valve",
          name: "Butterfly Valves for Transformer Radiators",
          img: "/images/catalogue/radiator.svg",
          no: "VPS-TSP-05",
          summary:
            "Butterfly valves for isolating transformer radiators, 50 mm to 100 mm bore, with position indicator and locking, in gunmetal or cast iron.",
          deliveryTime: "5-7 working days after PO",
          supplyAbility: "300 Pieces per Month",
          price: { amount: 1650, unit: "Piece (80 mm)" },
          minimumOrderQuantity: "2 Pieces",
          paymentTerms: "100% Advance",
          description: [
            "Radiator valves let a single radiator be removed for repair without draining the transformer. A valve that no longer closes fully, or leaks at its spindle, turns a half-day radiator job into a full oil drain, so they are worth replacing whenever radiators are taken off.",
            "Our valves have a clear open and closed indicator and a locking arrangement, and are pressure tested before dispatch; state the bore and flange drilling of the existing valve.",
          ],
          specification: [
            { name: "Bore", value: "50 mm, 80 mm, 100 mm" },
            { name: "Body", value: "Gunmetal or cast iron" },
            { name: "Seal", value: "Nitrile rubber" },
            { name: "Operation", value: "Lever with position indicator and locking" },
          ],
        },
        {
          id: "paper-covered-copper-conductor",
          name: "Paper Covered Copper Conductor",
          img: "/images/catalogue/winding-coil.svg",
          no: "VPS-TSP-06",
          summary:
            "Paper-covered rectangular and round copper conductor for transformer windings, electrolytic grade copper with kraft paper covering.",
          deliveryTime: "7-10 working days after PO",
          supplyAbility: "5 Tonnes per Month",
          minimumOrderQuantity: "50 Kg",
          paymentTerms: "100% Advance",
          packagingDetails:
            "Wound on wooden or steel spools, wrapped in polythene against moisture",
          mainDomesticMarket: "Gujarat, Maharashtra, Rajasthan",
          description: [
            "Paper-covered copper conductor is the winding wire of oil-filled transformers: electrolytic copper strip or wire wrapped with layers of kraft paper, which becomes part of the insulation once it is dried and impregnated with oil. We use it in our own rewinding workshop and supply it to repairers who need a matching section for a rewind.",
            "Specify the bare dimensions, the number of paper layers or the covering thickness, and the quantity. Copper prices move daily, so this item is quoted on the day of order.",
          ],
          specification: [
            { name: "Conductor", value: "Electrolytic grade annealed copper" },
            { name: "Shape", value: "Rectangular strip or round wire" },
            { name: "Covering", value: "Electrical-grade kraft paper, thickness as specified" },
          ],
        },
      ],
      [
        {
          id: "bimetallic-terminal-connector",
          name: "Bimetallic Terminal Connector",
          img: "/images/catalogue/spare-parts.svg",
          no: "VPS-TSP-07",
          summary:
            "Bimetallic connectors for joining aluminium conductors and cables to copper or brass transformer bushing stems without galvanic corrosion.",
          deliveryTime: "3-5 days after PO",
          supplyAbility: "1,000 Pieces per Month",
          description: [
            "Bolting an aluminium conductor directly to a brass or copper bushing stem invites galvanic corrosion and a hot joint. A bimetallic connector, friction-welded or cast with both metals, places the aluminium-to-copper junction where moisture cannot reach it.",
          ],
        },
      ],
    ],
  },

  // 14. Transformer Installation Services (single item)
  {
    kind: "item",
    id: "transformer-installation-services",
    name: "Transformer Installation Services",
    img: "/images/catalogue/installation.svg",
    no: "VPS-TIS-01",
    summary:
      "Installation and commissioning of distribution and power transformers: unloading, erection, vacuum oil filling, pre-commissioning tests and energisation.",
    deliveryTime: "Crew mobilisation within 7-10 days of PO",
    supplyAbility: "12 Installations per Month",
    minimumOrderQuantity: "1 Job",
    paymentTerms: "50% advance, 40% on completion of erection, 10% after commissioning",
    mainDomesticMarket:
      "Gujarat, Maharashtra, Rajasthan, Madhya Pradesh; pan-India for power transformers",
    description: [
      "Installation decides how a new transformer starts its life. Moisture let in while the unit stands open, oil filled without vacuum or a radiator fitted with a twisted gasket can cause problems years later. We install distribution and power transformers following IS 10028, from receipt at site to energisation.",
      "Our crew checks the impact recorder and the nitrogen or dry-air pressure on arrival, places the transformer on its plinth, fits radiators, conservator, bushings and fittings, and fills it with filtered oil under vacuum. Pre-commissioning tests include IR and PI, turns ratio, vector group, winding resistance, magnetising current, tan delta, oil BDV and moisture, and checks of the Buchholz, PRV, OTI and WTI trips up to the breaker.",
      "For HT installations we prepare the test records the plant needs for the Electrical Inspector's approval under the CEA (Measures relating to Safety and Electric Supply) Regulations, 2023, and stay at site for first energisation and the initial hours on load.",
    ],
    specification: [
      { name: "Service Location", value: "Customer site" },
      { name: "Transformer Rating Covered", value: "Up to 100 MVA, 220 kV class" },
      {
        name: "Standards Followed",
        value:
          "IS 10028, IS 2026 (IEC 60076), CEA (Measures relating to Safety and Electric Supply) Regulations, 2023",
      },
      {
        name: "Scope",
        value:
          "Unloading, placement, erection of fittings, vacuum oil filling, cabling checks, commissioning",
      },
      {
        name: "Tests Performed",
        value:
          "IR and PI, TTR, vector group, winding resistance, magnetising current, tan delta, SFRA fingerprint, oil BDV and moisture, protection trip checks",
      },
      {
        name: "Report Provided",
        value: "Pre-commissioning test report and installation checklist",
      },
      { name: "Mode of Service", value: "Turnkey or supervision only, as required" },
    ],
    workDuration: [
      "Site survey, plinth and access check: 1 day",
      "Receipt inspection, impact recorder and gas pressure check: half a day",
      "Unloading and placing on plinth: 1 day",
      "Erection of radiators, conservator, bushings and fittings: 2-5 days",
      "Vacuum oil filling and hot-oil circulation: 2-6 days, depending on oil volume",
      "Pre-commissioning tests and protection checks: 1-2 days",
      "Energisation and monitoring on no-load and first load: 1 day",
    ],
  },
];
