/** What the photo field accepts; the browser checks it early, the server for good. */
export const photoLimits = {
  /** Photos per request. */
  count: 3,
  /** Bytes per photo as sent: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels (width × height) a photo may declare; more is refused before it is decoded. */
  maxInputPixels: 40_000_000,
  /**
   * Bytes a photo may take decoded (width × height × channels × bytes a sample), judged from its
   * header: 40 megapixels of 8-bit RGB. A 309 KB interlaced 16-bit RGBA PNG of 6300 × 6300 is
   * under the pixel limit but decodes to 317 MB, and took the server from 174 to 559 MB.
   */
  maxDecodedBytes: 120_000_000,
  /** The longest side of the photo kept, in pixels. */
  maxSide: 2000,
  quality: 82,
} as const;

/** What the file input's accept attribute lists; the server still reads the bytes. */
export const acceptedPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof acceptedPhotoTypes)[number];

export const photoMessages = {
  empty: (label: string) => `${label} is empty: choose the picture again`,
  "too-large": (label: string) => `${label} is larger than 5 MB: send a smaller picture`,
  "not-a-picture": (label: string) => `${label} is not a JPEG, PNG or WebP picture`,
  damaged: (label: string) => `${label} could not be opened as a picture: it may be damaged`,
  "too-many-pixels": (label: string) =>
    `${label} has more than 40 megapixels: send a smaller picture`,
  "too-much-data": (label: string) =>
    `${label} is too large to open (16-bit colour or an alpha channel at this size): save it as a JPEG and send it again`,
  tooMany: `Send at most ${photoLimits.count} photos`,
} as const;
