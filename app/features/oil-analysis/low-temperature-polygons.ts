/**
 * Duval Triangles 4 and 5 as zone polygons, for drawing; the zones themselves are decided by the
 * inequalities of low-temperature.ts, and a test checks that the two agree off the boundaries.
 */
import type { Corner, Triangle4Zone, Triangle5Zone } from "./low-temperature.ts";

export const triangle4Polygons: Record<Triangle4Zone, readonly (readonly Corner[])[]> = {
  PD: [
    [
      [98, 2, 0],
      [85, 15, 0],
      [84, 15, 1],
      [97, 2, 1],
    ],
  ],
  O: [
    [
      [0, 70, 30],
      [9, 61, 30],
      [9, 0, 91],
      [0, 0, 100],
    ],
  ],
  ND: [
    [
      [9, 45, 46],
      [54, 0, 46],
      [9, 0, 91],
    ],
  ],
  C: [
    [
      [0, 100, 0],
      [64, 36, 0],
      [40, 36, 24],
      [15, 61, 24],
      [15, 55, 30],
      [0, 70, 30],
    ],
  ],
  S: [
    [
      [100, 0, 0],
      [98, 2, 0],
      [97, 2, 1],
      [84, 15, 1],
      [85, 15, 0],
      [64, 36, 0],
      [40, 36, 24],
      [15, 61, 24],
      [15, 55, 30],
      [9, 61, 30],
      [9, 45, 46],
      [54, 0, 46],
    ],
  ],
};

/** Triangle 5 drawn with CH₄ at the top, C₂H₄ bottom left, C₂H₆ bottom right. */
export const triangle5Polygons: Record<Triangle5Zone, readonly (readonly Corner[])[]> = {
  PD: [
    [
      [98, 0, 2],
      [97, 1, 2],
      [85, 1, 14],
      [86, 0, 14],
    ],
  ],
  O: [
    [
      [100, 0, 0],
      [90, 10, 0],
      [76, 10, 14],
      [85, 1, 14],
      [97, 1, 2],
      [98, 0, 2],
    ],
    [
      [46, 0, 54],
      [36, 10, 54],
      [0, 10, 90],
      [0, 0, 100],
    ],
  ],
  S: [
    [
      [86, 0, 14],
      [76, 10, 14],
      [36, 10, 54],
      [46, 0, 54],
    ],
  ],
  T2: [
    [
      [90, 10, 0],
      [65, 35, 0],
      [53, 35, 12],
      [78, 10, 12],
    ],
  ],
  C: [
    [
      [78, 10, 12],
      [53, 35, 12],
      [38, 50, 12],
      [36, 50, 14],
      [16, 70, 14],
      [0, 70, 30],
      [35, 35, 30],
      [60, 10, 30],
    ],
  ],
  T3: [
    [
      [65, 35, 0],
      [0, 100, 0],
      [0, 70, 30],
      [16, 70, 14],
      [36, 50, 14],
      [38, 50, 12],
      [53, 35, 12],
    ],
    [
      [35, 35, 30],
      [0, 70, 30],
      [0, 35, 65],
    ],
  ],
  ND: [
    [
      [60, 10, 30],
      [35, 35, 30],
      [0, 35, 65],
      [0, 10, 90],
    ],
  ],
};
