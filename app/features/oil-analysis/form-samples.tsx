/**
 * The gas fields of this sample and the earlier ones, and the date and gases of each older
 * sample for the trend.
 */
import { gasKeys, numberFields, type ParamName } from "./fields.ts";
import { type Common, DateField, NumberField, type NumberName } from "./form-fields.tsx";
import { type OlderIndex, olderGases, olderOrdinals } from "./series-fields.ts";

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
    <fieldset aria-labelledby={headingId} className="mt-6 min-w-0 border-t border-steel-200 pt-4">
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
