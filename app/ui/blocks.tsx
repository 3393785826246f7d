import { ButtonLink } from "./button-link.tsx";
import { CallBand } from "./call-band.tsx";
import { CardGrid, cardWidth } from "./card-grid.tsx";
import { CheckIcon } from "./check-icon.tsx";
import type { Block } from "./content-types.ts";
import { FigureList } from "./figure-list.tsx";
import { Picture } from "./picture.tsx";
import { AccentCard, PageSection, Paragraphs, SectionHeading } from "./section.tsx";
import { StepNumber } from "./step-number.tsx";

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function BlockView({ block, index }: { block: Block; index: number }) {
  const id = block.id ?? (block.heading ? slugify(block.heading) : `block-${index}`);
  const band = index % 2 === 1 ? "bg-paper" : "bg-white";
  const headingId = `${id}-heading`;

  switch (block.kind) {
    case "prose": {
      const aside = block.image ? undefined : block.aside;
      const layout = block.image
        ? "items-center lg:grid-cols-[1.15fr_1fr] print:grid-cols-[1.6fr_1fr] print:gap-6"
        : aside
          ? "items-start lg:grid-cols-[minmax(0,44rem)_minmax(0,1fr)] xl:gap-16 print:grid-cols-[1.6fr_1fr] print:gap-6"
          : "";
      return (
        <section id={id} aria-labelledby={headingId} className={`${band} py-14 lg:py-20`}>
          <div className={`page-x grid gap-10 ${layout}`}>
            {/* Without a picture or a side column the copy is a reading column in the middle. */}
            <div className={block.image || aside ? "" : "mx-auto w-full max-w-prose"}>
              <SectionHeading id={headingId}>{block.heading}</SectionHeading>
              <Paragraphs texts={block.paragraphs} className="mt-5 space-y-4 text-steel-700" />
              {block.action ? (
                <div className="mt-7">
                  <ButtonLink to={block.action.to}>{block.action.label}</ButtonLink>
                </div>
              ) : null}
            </div>
            {block.image ? (
              <Picture
                image={block.image}
                className={`rounded-card shadow-card ${index % 4 === 2 ? "lg:order-first" : ""}`}
              />
            ) : null}
            {aside ? (
              <div className="rounded-card border border-steel-200 border-t-4 border-t-amber-500 bg-white p-6 shadow-card lg:mt-12 print:mt-0 print:break-inside-avoid print:p-3 print:shadow-none">
                <h3 id={`${id}-aside`} className="text-lg font-semibold">
                  {aside.heading}
                </h3>
                <ul className="mt-4 space-y-3">
                  {aside.items.map((item) => (
                    <li key={item} className="flex gap-3 text-steel-800">
                      <CheckIcon className="mt-0.5 size-5 shrink-0" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      );
    }
    case "facts":
      return (
        <section
          id={id}
          aria-labelledby={block.heading ? headingId : undefined}
          aria-label={block.heading ? undefined : "Key figures"}
          className="bg-navy-900 py-12 text-white lg:py-16 print:border-y print:border-steel-300 print:bg-white"
        >
          <div className="page-x">
            {block.heading ? (
              <h2 id={headingId} className="text-2xl font-semibold text-white print:text-navy-950">
                {block.heading}
              </h2>
            ) : null}
            <FigureList
              figures={block.facts}
              // Six figures stand in two rows of three, not a row of four and half a row.
              className={`mt-6 grid grid-cols-2 gap-6 ${block.facts.length % 3 === 0 && block.facts.length % 4 !== 0 ? "lg:grid-cols-3 print:grid-cols-3" : "lg:grid-cols-4 print:grid-cols-4"}`}
              item="flex flex-col border-l-4 border-amber-500 pl-4"
              term="text-sm text-navy-100 print:text-steel-700"
              value="text-3xl font-semibold text-amber-300 print:text-navy-950"
            />
          </div>
        </section>
      );
    case "cta":
      return (
        <CallToAction id={id} heading={block.heading} text={block.text} action={block.action} />
      );
    default:
      return (
        <PageSection id={id} headingId={headingId} heading={block.heading} band={band}>
          {block.intro ? <p className="mt-4 max-w-prose text-steel-700">{block.intro}</p> : null}
          <BlockList block={block} />
        </PageSection>
      );
  }
}

/** Colours of a condition scale, told apart also by the band's name in the heading. */
const statusColours = {
  good: { rule: "border-success-700", dot: "bg-success-700" },
  fair: { rule: "border-amber-500", dot: "bg-amber-500" },
  poor: { rule: "border-amber-800", dot: "bg-amber-800" },
  critical: { rule: "border-danger-700", dot: "bg-danger-700" },
} as const;

/** The body of a block that is a list: of cards, of points, or of numbered steps. */
function BlockList({ block }: { block: Extract<Block, { kind: "cards" | "list" | "steps" }> }) {
  switch (block.kind) {
    case "cards": {
      const width = cardWidth(block.cards.length, 4);
      return (
        <CardGrid className="mt-8">
          {block.cards.map((card) => (
            <AccentCard
              key={card.title}
              className={width}
              accent={card.status ? statusColours[card.status].rule : undefined}
              picture={card.image ? <Picture image={card.image} className="w-full" /> : null}
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                {card.status ? (
                  <span
                    aria-hidden="true"
                    className={`size-3.5 shrink-0 rounded-full ${statusColours[card.status].dot}`}
                  />
                ) : null}
                {card.title}
              </h3>
              <p className="mt-2 text-sm text-steel-700">{card.text}</p>
            </AccentCard>
          ))}
        </CardGrid>
      );
    }
    case "list":
      return (
        <ul className="mt-8 grid gap-x-10 gap-y-5 md:grid-cols-2">
          {block.items.map((item, index) => (
            <li
              key={item.title ?? item.text.slice(0, 40)}
              // An odd last point takes the whole width rather than stand alone in one column.
              className={`flex gap-3 ${index === block.items.length - 1 && index % 2 === 0 ? "md:col-span-2" : ""}`}
            >
              <CheckIcon className="mt-0.5 size-5 shrink-0" />
              <p className="text-steel-700">
                {item.title ? (
                  <strong className="font-semibold text-navy-950">{item.title}. </strong>
                ) : null}
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="mt-8 flex flex-wrap justify-center gap-5">
          {block.steps.map((step, stepIndex) => (
            <li
              key={step.title}
              className={`${cardWidth(block.steps.length, 4)} rounded-card border border-steel-200 bg-white p-6 shadow-card`}
            >
              <StepNumber n={stepIndex + 1} className="size-10 text-amber-300" />
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {stepIndex + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-steel-700">{step.text}</p>
            </li>
          ))}
        </ol>
      );
  }
}

export function CallToAction({
  id,
  heading,
  text,
  action,
}: {
  id?: string;
  heading: string;
  text: string;
  action: { label: string; to: string };
}) {
  return (
    // One centred column: the heading, what happens next and the one thing to do.
    <CallBand
      id={`${id ?? "cta"}-heading`}
      sectionId={id}
      heading={heading}
      text={text}
      className="bg-navy-950 py-14 text-white lg:py-16 print:hidden"
      row="flex flex-col items-center gap-6 text-center"
      textBox="max-w-2xl"
      headingClassName="text-2xl font-semibold text-white sm:text-3xl"
      textClassName="mt-3 text-navy-100"
    >
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </CallBand>
  );
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block.id ?? `${block.kind}-${index}`} block={block} index={index} />
      ))}
    </>
  );
}
