/**
 * The gas fields of this sample and the earlier ones, the date and gases of each older sample for
 * the trend, and the box that holds the earlier samples: the filled ones and one empty one, and a
 * button that adds the next (earlier-slots.ts says how many are shown).
 */
import type { MouseEvent, RefObject } from "react";
import { earlierSlots, moreParam } from "./earlier-slots.ts";
import { gasKeys, numberFields, type ParamName } from "./fields.ts";
import { type Common, DateField, NumberField, type NumberName } from "./form-fields.tsx";
import { oilAnalysisPath } from "./page-state.ts";
import { type OlderIndex, olderGases, olderIndexes, olderOrdinals } from "./series-fields.ts";

/** The fields of the gases, this sample's or the earlier one's. */
export function GasFields({ earlier, ...common }: Common & { earlier: boolean }) {
  return gasKeys.map((gas) => {
    const name = (earlier ? `e_${gas}` : gas) as NumberName & ParamName;
    const base = numberFields[gas].label;
    return (
      <NumberField
        key={name}
        name={name}
        label={
          earlier ? (
            <>
              {base}
              <span className="sr-only"> in the earlier sample</span>
            </>
          ) : (
            base
          )
        }
        {...common}
      />
    );
  });
}

/** The date and gases of one of the older samples, for the trend. */
export function OlderSample({ index, ...common }: Common & { index: OlderIndex }) {
  const which = `${olderOrdinals[index]} earlier sample`;
  const headingId = `oa-e${index}-heading`;
  return (
    <fieldset
      id={`oa-e${index}`}
      aria-labelledby={headingId}
      className="mt-6 min-w-0 scroll-mt-24 border-t border-steel-200 pt-4"
    >
      <h4 id={headingId} className="font-semibold text-navy-950">
        {which.charAt(0).toUpperCase()}
        {which.slice(1)}
      </h4>
      <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]">
          <DateField name={`e${index}_d`} label={`Date of the ${which}`} {...common} />
        </div>
        {olderGases.map((gas) => (
          <NumberField
            key={gas}
            name={`e${index}_${gas}`}
            label={
              <>
                {numberFields[gas].label}
                <span className="sr-only"> in the {which}</span>
              </>
            }
            {...common}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The earlier DGAs, folded away until opened (open when the form holds one). Without JavaScript
 * "Add an earlier sample" sends the form with one more sample to show and lands on it; with
 * JavaScript it shows the next sample at once and moves to its date.
 */
export function EarlierSamples({
  detailsRef,
  open,
  shown,
  onMore,
  ...common
}: Common & {
  detailsRef: RefObject<HTMLDetailsElement | null>;
  open: boolean;
  shown: number;
  onMore(event: MouseEvent<HTMLButtonElement>): void;
}) {
  const next = shown + 1;
  return (
    <details
      ref={detailsRef}
      open={open || undefined}
      className="group col-span-2 rounded-md border border-steel-200 bg-paper sm:col-span-3"
    >
      <summary className="cursor-pointer list-none rounded-md px-4 py-3 font-semibold text-navy-800 select-none hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-2 inline-block transition-transform group-open:rotate-90"
        >
          ▸
        </span>
        Earlier DGAs, for rates of increase and the trend
        <span className="font-normal text-steel-600"> (optional)</span>
      </summary>
      <div className="border-t border-steel-200 px-4 pt-4 pb-5">
        <p className="text-sm text-steel-700">
          An earlier analysis of the same transformer, with its date. The reading then works out how
          fast each gas rises in a year and compares it with the typical rates of IEC 60599 Annex A.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]">
            <DateField name="e_d" label="Date of the earlier sample" {...common} />
          </div>
          <GasFields earlier {...common} />
        </div>
        <p className="mt-6 text-sm text-steel-700">
          Up to four older analyses of the same unit make a trend: with three samples or more, each
          gas's rate is a least-squares line through all of them, and one sample far off the line is
          named.
        </p>
        {olderIndexes
          .filter((index) => index <= shown)
          .map((index) => (
            <OlderSample key={index} index={index} {...common} />
          ))}
        {shown < earlierSlots ? (
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="submit"
              name={moreParam}
              value={next}
              formAction={`${oilAnalysisPath}#oa-e${next}`}
              onClick={onMore}
              className="min-h-11 rounded-md border border-navy-800 bg-white px-4 py-2 font-semibold text-navy-800 hover:bg-navy-50"
            >
              Add an earlier sample
            </button>
            <span className="text-sm text-steel-600">{earlierSlots - shown} more can be added</span>
          </div>
        ) : null}
      </div>
    </details>
  );
}
