import { useId } from "react";
// The outlines (50 KB) are one cached file, never part of the page's JavaScript.
import outlineUrl from "./india-map.svg?url";
import {
  type IndiaMapState,
  indiaMapDrawOrder,
  indiaMapShapes,
  indiaMapViewBox,
} from "./india-map-data.ts";

export type { IndiaMapState } from "./india-map-data.ts";

export type IndiaMapPin = {
  state: IndiaMapState;
  /** What the pin stands for, such as a case study's title: the marker's tooltip. */
  label: string;
  href: string;
  /** How many items the pin stands for (1 when left out). */
  count?: number;
};

export type IndiaMapPinGroup = {
  state: IndiaMapState;
  count: number;
  labels: string[];
  /** The first pin's: give a state's pins one address to lead to all of them. */
  href: string;
  x: number;
  y: number;
};

/** The pins of each known state as one marker, north to south; unknown states are left out. */
export function groupPins(pins: readonly IndiaMapPin[]): IndiaMapPinGroup[] {
  const groups = new Map<IndiaMapState, IndiaMapPinGroup>();
  for (const pin of pins) {
    if (!Object.hasOwn(indiaMapShapes, pin.state)) continue;
    const count =
      Number.isInteger(pin.count) && (pin.count as number) > 0 ? (pin.count as number) : 1;
    const group = groups.get(pin.state);
    if (group) {
      group.count += count;
      group.labels.push(pin.label);
    } else {
      const [x, y] = indiaMapShapes[pin.state].label;
      groups.set(pin.state, { state: pin.state, count, labels: [pin.label], href: pin.href, x, y });
    }
  }
  return [...groups.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

type Noun = { one: string; other: string };

function countOf(count: number, noun: Noun): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

const { x, y, width, height } = indiaMapViewBox;
// Room for the markers of states on the drawing's edges.
const margin = 12;
const viewBox = `${x - margin} ${y - margin} ${width + 2 * margin} ${height + 2 * margin}`;

/**
 * A map of India drawn by state with an amber marker per state that has pins, each a link; the
 * marker of a state with several pins carries their number.
 * Pure SVG and links: it works without JavaScript and scales to its container's width. Each state
 * is a `<use>` of its outline in india-map.svg, a file of the same origin that the browser fetches
 * once (a `<use>` cannot reach another origin); it takes its fill and stroke from the page.
 */
export function IndiaMap({
  pins,
  title,
  highlight = [],
  noun = { one: "case study", other: "case studies" },
  className = "",
}: {
  pins: readonly IndiaMapPin[];
  /** The map's name, shown as its caption. */
  title: string;
  /** States drawn darker, such as the ones a filter selects. */
  highlight?: readonly IndiaMapState[];
  /** What a pin counts, for the links' names ("2 case studies in Gujarat"). */
  noun?: Noun;
  className?: string;
}) {
  const id = useId();
  const groups = groupPins(pins);
  const pinned = new Set(groups.map((group) => group.state));
  const highlighted = new Set<string>(highlight);
  const description =
    groups.length === 0
      ? `No ${noun.other} are marked.`
      : `${noun.other[0]?.toUpperCase()}${noun.other.slice(1)} by state: ${groups
          .map((group) => `${group.state} (${group.count})`)
          .join(", ")}.`;

  return (
    <figure className={`mx-auto w-full max-w-xl ${className}`}>
      <svg
        viewBox={viewBox}
        className="block h-auto w-full"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g strokeWidth="0.6" strokeLinejoin="round" className="stroke-steel-300">
          {indiaMapDrawOrder.map((state) => (
            <use
              key={state}
              href={`${outlineUrl}#${indiaMapShapes[state].id}`}
              data-state={state}
              className={
                highlighted.has(state)
                  ? "fill-navy-200"
                  : pinned.has(state)
                    ? "fill-steel-200"
                    : "fill-steel-100"
              }
            />
          ))}
        </g>
        {groups.map((group) => (
          <a
            key={group.state}
            href={group.href}
            aria-label={`${countOf(group.count, noun)} in ${group.state}`}
            className="group focus-visible:outline-navy-900"
          >
            <title>{`${group.state}: ${group.labels.join("; ")}`}</title>
            {/* A larger, invisible target for fingers. */}
            <circle cx={group.x} cy={group.y} r="18" className="fill-transparent max-sm:[r:26px]" />
            <circle
              cx={group.x}
              cy={group.y}
              r={group.count > 1 ? 11 : 7}
              strokeWidth="2"
              className={`fill-amber-500 stroke-navy-900 group-hover:fill-amber-300 group-focus-visible:fill-navy-900 group-focus-visible:stroke-amber-500 ${group.count > 1 ? "max-sm:[r:17px]" : "max-sm:[r:11px]"}`}
            />
            {/* A state with one project has a plain marker: a number says there are several. */}
            {group.count > 1 ? (
              <text
                x={group.x}
                y={group.y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={13}
                className={`fill-navy-950 font-semibold group-focus-visible:fill-white ${group.count > 9 ? "text-[11px] max-sm:text-[16px]" : "text-[13px] max-sm:text-[20px]"}`}
              >
                {group.count}
              </text>
            ) : null}
          </a>
        ))}
      </svg>
      <figcaption className="mt-3 text-center text-sm text-steel-700">{title}</figcaption>
      <p className="mt-1 text-center text-xs text-steel-600">
        Map: @svg-maps/india by Victor Cazanave after MapSVG,{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" className="underline" rel="license">
          CC BY 4.0
        </a>
        , simplified; the union territories of 2019 and 2020 drawn after DataMeet.
      </p>
    </figure>
  );
}
