/** What the customer's console page shows, and which of its forms an answer belongs to. */
import type { FormState } from "./ui.tsx";

type Row = Record<string, string | number | null>;

export type CustomerView = {
  customer: Row & { id: number; name: string };
  sites: (Row & { id: number; name: string })[];
  contacts: (Row & { id: number; name: string })[];
  assets: {
    id: number;
    tag: string;
    make: string;
    rating: string;
    status: string;
    condition: string | null;
    mergedInto: number | null;
  }[];
  links: {
    id: number;
    created_at: string;
    expires_at: string | null;
    revoked_at: string | null;
    accesses: number;
  }[];
  done: string | null;
};

export type CustomerAnswer = FormState & { intent?: string; issued?: string };

export const mine = (answer: CustomerAnswer | undefined, intent: string, entry?: number) =>
  answer?.intent === intent && (entry === undefined || answer.values?.entryId === String(entry))
    ? answer
    : undefined;

/** What the customer page hands each of its panels. */
export type CustomerPanelProps = { view: CustomerView; csrf: string; answer?: CustomerAnswer };
