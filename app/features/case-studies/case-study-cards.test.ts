import { describe, expect, it } from "vitest";
import { caseStudyLayout } from "./case-study-cards.tsx";

describe("the rows of case study cards", () => {
  it("feature a lone study across the row", () => {
    expect(caseStudyLayout(1)).toEqual({ featured: true, columns: 2 });
  });

  it("share rows evenly when three or two divides the count", () => {
    expect(caseStudyLayout(2)).toEqual({ featured: false, columns: 2 });
    expect(caseStudyLayout(3)).toEqual({ featured: false, columns: 3 });
    expect(caseStudyLayout(4)).toEqual({ featured: false, columns: 2 });
    expect(caseStudyLayout(6)).toEqual({ featured: false, columns: 3 });
    expect(caseStudyLayout(8)).toEqual({ featured: false, columns: 2 });
  });

  it("feature the first of a count no row size divides, and share the rest evenly", () => {
    // 5 = 1 + 2 × 2, 7 = 1 + 2 × 3, 11 = 1 + 5 × 2, 13 = 1 + 4 × 3
    expect(caseStudyLayout(5)).toEqual({ featured: true, columns: 2 });
    expect(caseStudyLayout(7)).toEqual({ featured: true, columns: 3 });
    expect(caseStudyLayout(11)).toEqual({ featured: true, columns: 2 });
    expect(caseStudyLayout(13)).toEqual({ featured: true, columns: 3 });
  });
});
