/**
 * What scripts/india-map-data.ts takes from other sources than the drawing, in degrees
 * (longitude, latitude): the 2019 line between Jammu and Kashmir and Ladakh with the places that
 * check the cut, the pins placed by hand, and the outlines the drawing lacks or gets wrong.
 */
import type { Point } from "./geometry.ts";

/**
 * The line between the union territories of Jammu and Kashmir and Ladakh, from the Himachal
 * Pradesh border to the western boundary, in degrees (longitude, latitude): the boundary of the
 * Leh and Kargil districts with the Kashmir and Jammu divisions, the Line of Control along Gurez,
 * then the boundary of Gilgit-Baltistan (Ladakh) with Muzaffarabad–Mirpur (Jammu and Kashmir), as
 * the Survey of India's map of November 2019 divides them. Traced from DataMeet's maps (the 2019
 * parliamentary constituencies, Ladakh being Leh and Kargil; the districts of Pakistan-administered
 * Kashmir), simplified to 0.012°.
 */
// biome-ignore format: a table of coordinates
export const jammuKashmirLadakhLine: Point[] = [
  [76.74, 33.26], [76.72, 33.33], [76.67, 33.34], [76.63, 33.44], [76.58, 33.43], [76.57, 33.47],
  [76.55, 33.46], [76.5, 33.52], [76.46, 33.53], [76.45, 33.56], [76.42, 33.54], [76.38, 33.55],
  [76.36, 33.6], [76.31, 33.61], [76.31, 33.57], [76.22, 33.55], [76.2, 33.57], [76.24, 33.6],
  [76.23, 33.63], [76.28, 33.66], [76.27, 33.68], [76.27, 33.75], [76.17, 33.8], [76.14, 33.85],
  [76.05, 33.93], [76.02, 34], [75.86, 33.97], [75.86, 34.02], [75.77, 34.06], [75.71, 34.12],
  [75.69, 34.16], [75.69, 34.23], [75.66, 34.24], [75.59, 34.2], [75.5, 34.23], [75.47, 34.28],
  [75.39, 34.29], [75.38, 34.39], [75.33, 34.36], [75.21, 34.38], [75.25, 34.59], [75.11, 34.54],
  [74.92, 34.66], [74.81, 34.71], [74.8, 34.76], [74.78, 34.76], [74.73, 34.86], [74.7, 34.85],
  [74.67, 34.9], [74.61, 34.91], [74.57, 34.9], [74.57, 34.96], [74.59, 35], [74.54, 35.03],
  [74.54, 35.07], [74.51, 35.1], [74.46, 35.11], [74.46, 35.13], [74.36, 35.06], [74.3, 35.07],
  [74.26, 35.04], [74.22, 35.08], [74.17, 35.08], [74.13, 35.11],
];

/** Places that must fall on each side of that line: a check of the cut. */
export const srinagar: Point = [74.8, 34.08];
export const leh: Point = [77.58, 34.16];
export const muzaffarabad: Point = [73.47, 34.37];
export const gilgit: Point = [74.31, 35.92];

/**
 * Pins of these go on a place chosen by hand, in degrees: the visual centre of Jammu and Kashmir
 * and of Ladakh lies in areas administered by Pakistan and China, Gujarat's in the Rann of Kutch,
 * Haryana's beside Delhi's pin, and the island territories and Puducherry are marked at their
 * capital's region.
 */
export const placedLabels: Partial<Record<string, Point>> = {
  "Jammu and Kashmir": [75.05, 33.85],
  Ladakh: [77.2, 34.2],
  Gujarat: [72.2, 22.7],
  Haryana: [76.0, 29.35],
  Lakshadweep: [72.64, 10.57],
  "Andaman and Nicobar Islands": [92.75, 11.9],
  Puducherry: [79.8, 11.93],
};

/**
 * Outlines drawn by hand, in degrees, where the source falls short: it has no Daman and no Mahe,
 * and draws Diu as a blob five times its size some 25 km west of the island.
 */
// biome-ignore format: a table of coordinates
export const diu: Point[] = [
  [70.87, 20.71], [70.92, 20.735], [70.99, 20.73], [71.01, 20.71], [70.95, 20.695], [70.88, 20.7],
];
export const daman: Point[] = [
  [72.82, 20.45],
  [72.87, 20.46],
  [72.89, 20.41],
  [72.85, 20.37],
  [72.82, 20.38],
];
export const mahe: Point[] = [
  [75.52, 11.71],
  [75.55, 11.715],
  [75.56, 11.695],
  [75.53, 11.69],
];
