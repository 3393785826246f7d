/** What the photo field accepts; the browser checks it early, the server for good. */
export const photoLimits = {
  /** Photos per request. */
  count: 3,
  /** Bytes per photo as sent: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels (width × height) a photo may declare; more is refused before it is decoded. */
  maxInputPixels: 40_000_000,
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
  tooMany: `Send at most ${photoLimits.count} photos`,
} as const;
