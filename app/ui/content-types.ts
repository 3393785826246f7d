/** Shapes of the marketing copy. Every page body is a list of blocks rendered by one set of components. */

export type Illustration = {
  /** Path under public/, e.g. "/images/industries/pharma.svg". */
  src: string;
  /** Meaningful alternative text; "" only for a purely decorative picture. */
  alt: string;
  width: number;
  height: number;
};

export type Action = { label: string; to: string };

export type Block =
  | {
      kind: "prose";
      id?: string;
      heading: string;
      paragraphs: string[];
      image?: Illustration;
      action?: Action;
    }
  | {
      kind: "cards";
      id?: string;
      heading: string;
      intro?: string;
      cards: { title: string; text: string; image?: Illustration }[];
    }
  | {
      kind: "list";
      id?: string;
      heading: string;
      intro?: string;
      items: { title?: string; text: string }[];
    }
  | {
      kind: "steps";
      id?: string;
      heading: string;
      intro?: string;
      steps: { title: string; text: string }[];
    }
  | {
      kind: "facts";
      id?: string;
      heading?: string;
      facts: { value: string; label: string }[];
    }
  | {
      kind: "cta";
      id?: string;
      heading: string;
      text: string;
      action: Action;
    };

export type MarketingPage = {
  /** The URL exactly as the route table spells it. */
  path: string;
  /** The page's own name, used as "<title> — <Company>" in the tab. */
  title: string;
  /** Meta description, 120–160 characters, specific to this page. */
  description: string;
  /** Small label above the main heading, e.g. "Transformer services". */
  eyebrow?: string;
  /** The page's h1. */
  heading: string;
  /** One or two sentences under the h1. */
  lead: string;
  hero?: Illustration;
  blocks: Block[];
};

export type Testimonial = { name: string; work: string; feedBack: string };

export type ServiceCard = { title: string; description: string; image: Illustration; link: string };

export type HeroSlide = { image: Illustration; caption: string };
