/**
 * The form: a GET form whose field names are the query parameters of schema.ts, so that sending
 * it without JavaScript gives the same address a visitor can bookmark or share, and lands on the
 * reading (or on the values to correct) under it. With JavaScript the page reads the fields as
 * they change and never sends the form.
 */
import type { FormEvent, ReactNode, RefObject } from "react";
import type { Common } from "./form-fields.tsx";
import { Group } from "./form-group.tsx";
import { equipmentRows, FieldRows, oilRows, samplePointRows } from "./form-rows.tsx";
import { EarlierSamples, GasFields } from "./form-samples.tsx";
import { oilAnalysisPath, readingHeadingId } from "./page-state.ts";

export function OilAnalysisForm({
  values,
  errors,
  onValue,
  onLeave,
  onSubmit,
  onClear,
  earlierRef,
  earlierOpen,
  shownEarlier,
  onMore,
  jump,
  pane,
}: Common & {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClear(event: React.MouseEvent<HTMLAnchorElement>): void;
  earlierRef: RefObject<HTMLDetailsElement | null>;
  earlierOpen: boolean;
  /** How many of the five earlier samples are shown (earlier-slots.ts). */
  shownEarlier: number;
  onMore(event: React.MouseEvent<HTMLButtonElement>): void;
  /** An in-flow link down to the reading, shown on a phone after each group of fields. */
  jump?: ReactNode;
  /**
   * Beside a whole reading (two to three times the form's height) the form is a pane that stays
   * in view as the reading scrolls, so a value is changed where its effect is read; its own
   * scroll reaches the fields below the screen.
   */
  pane: boolean;
}) {
  const common = { values, errors, onValue, onLeave };
  return (
    <form
      method="get"
      action={`${oilAnalysisPath}#${readingHeadingId}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="oil-form-heading"
      className={`flex flex-col gap-6 print:hidden ${pane ? "lg:sticky lg:top-20 lg:-mx-1 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:px-1 lg:pb-6 lg:[mask-image:linear-gradient(to_bottom,black_calc(100%-1.5rem),transparent)]" : ""}`}
    >
      <h2 id="oil-form-heading" className="sr-only">
        Test results
      </h2>
      {/* Enter in a field sends the form through this first submit button, not through "Add an
          earlier sample", which comes before "Show the reading" in the form. */}
      <button type="submit" hidden tabIndex={-1} />
      <Group
        id="oa-equipment"
        legend="1. The transformer"
        intro="IEC 60422 sets its limits by equipment category, and the typical gas values of IEC 60599 depend on the tap changer."
      >
        <FieldRows rows={equipmentRows} {...common} />
      </Group>
      {jump}

      <Group
        id="oa-oil"
        legend="2. Oil tests"
        intro="As the laboratory report gives them. Leave blank any test that was not done."
      >
        <FieldRows rows={oilRows} {...common} />
      </Group>
      {jump}

      <Group
        id="oa-gases"
        legend="3. Dissolved gases (DGA)"
        columns="grid-cols-2 sm:grid-cols-3"
        intro={
          <p>
            In µL/L (the same as ppm by volume), as the gas chromatograph reports them. Leave a gas
            blank if it was not measured; enter 0 if it was measured and not detected.
          </p>
        }
      >
        <FieldRows rows={samplePointRows} {...common} />
        <GasFields earlier={false} {...common} />
        <EarlierSamples
          detailsRef={earlierRef}
          open={earlierOpen}
          shown={shownEarlier}
          onMore={onMore}
          {...common}
        />
      </Group>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <button
          type="submit"
          className="min-h-12 rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Show the reading
        </button>
        <a
          href={oilAnalysisPath}
          onClick={onClear}
          className="rounded-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          Clear all values
        </a>
      </div>
    </form>
  );
}
