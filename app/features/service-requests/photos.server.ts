/**
 * Photos of the nameplate or the fault sent with a service request. The type is read from the
 * bytes, never from the file's name or declared type; every photo is decoded and encoded again,
 * so what is kept is a plain picture: no EXIF (GPS position, camera, owner), no trailing payload.
 */
import pLimit from "p-limit";
import sharp from "sharp";
import { cleanLine } from "#app/lib/clean-text.ts";
import { type PhotoType, photoLimits, photoMessages } from "./photo-limits.ts";

export {
  acceptedPhotoTypes,
  type PhotoType,
  photoLimits,
  photoMessages,
} from "./photo-limits.ts";

export interface CheckedPhoto {
  /** The type of `bytes`: JPEG, or WebP for a WebP or a picture with transparency. */
  mime: "image/jpeg" | "image/webp";
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type PhotoRefusal =
  | "empty"
  | "too-large"
  | "not-a-picture"
  | "damaged"
  | "too-many-pixels"
  | "too-much-data";

export class PhotoError extends Error {
  readonly reason: PhotoRefusal;
  constructor(reason: PhotoRefusal, message: string) {
    super(message);
    this.name = "PhotoError";
    this.reason = reason;
  }
}

// libvips' operation cache keeps decoded images for reuse: no use for one-off uploads on a small
// server. One libvips thread per image: on 2 cores, libuv's 4 workers can then run a few photos
// side by side without each asking for every core.
sharp.cache(false);
sharp.concurrency(1);

const signatures: { type: PhotoType; format: string; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    type: "image/jpeg",
    format: "jpeg",
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    type: "image/png",
    format: "png",
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: "image/webp",
    format: "webp",
    // "RIFF", four bytes of length, "WEBP".
    matches: (bytes) =>
      startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
      startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The picture type the bytes begin with, whatever the file is called. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.type;
}

const decoderOptions = {
  limitInputPixels: photoLimits.maxInputPixels,
  // sharp's advice for untrusted input: stop at the first warning from the decoder.
  failOn: "warning",
} as const;

function describe(error: unknown): PhotoRefusal {
  const text = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(text) ? "too-many-pixels" : "damaged";
}

/** What can be judged without decoding: empty, too large, or not a picture by its first bytes. */
async function screen(file: Blob): Promise<PhotoRefusal | (typeof signatures)[number]> {
  if (file.size === 0) return "empty";
  if (file.size > photoLimits.maxBytes) return "too-large";
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return signatures.find((candidate) => candidate.matches(head)) ?? "not-a-picture";
}

// One photo decoded at a time in the whole process: a decoded photo takes tens of megabytes, and
// several requests at once must neither multiply that nor take both cores from other visitors.
const decoding = pLimit(1);

/**
 * A photo stays in the Blob the form parser made of it until its turn to be decoded: only then
 * are its bytes copied out, for one photo at a time.
 */
async function inspect(file: Blob, label: string): Promise<CheckedPhoto> {
  const refuse = (reason: PhotoRefusal) => new PhotoError(reason, photoMessages[reason](label));
  const signature = await screen(file);
  if (typeof signature === "string") throw refuse(signature);
  return decoding(async () => decode(await file.bytes(), signature, refuse));
}

/** Bytes of one sample by libvips' band format; 8-bit (uchar, char) is 1. */
const bytesPerSample: Record<string, number> = { ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

async function decode(
  bytes: Uint8Array,
  signature: (typeof signatures)[number],
  refuse: (reason: PhotoRefusal) => PhotoError,
): Promise<CheckedPhoto> {
  // The header first: the pixel limit applies here, before any pixel is decoded.
  const metadata = await sharp(bytes, decoderOptions)
    .metadata()
    .catch((error: unknown) => {
      throw refuse(describe(error));
    });
  if (metadata.format !== signature.format) throw refuse("not-a-picture");
  // Judged from the header: libvips holds an interlaced or progressive picture whole while it
  // decodes it.
  const sampleBytes = bytesPerSample[metadata.depth ?? "uchar"] ?? 1;
  const decodedBytes =
    (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.channels ?? 4) * sampleBytes;
  if (decodedBytes > photoLimits.maxDecodedBytes) throw refuse("too-much-data");

  const asWebp = signature.type === "image/webp" || metadata.hasAlpha;
  const pipeline = sharp(bytes, decoderOptions)
    .rotate() // applies the EXIF orientation; the output carries no metadata unless asked
    .resize({
      width: photoLimits.maxSide,
      height: photoLimits.maxSide,
      fit: "inside",
      withoutEnlargement: true,
    });
  const encoded = asWebp
    ? pipeline.webp({ quality: photoLimits.quality })
    : pipeline.jpeg({ quality: photoLimits.quality });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch((error) => {
    throw refuse(describe(error));
  });
  return {
    mime: asWebp ? "image/webp" : "image/jpeg",
    width: info.width,
    height: info.height,
    bytes: data,
  };
}

/** A file's name as it may appear in a message: no control characters, not too long. */
function displayName(name: string | undefined): string {
  const clean = cleanLine(name);
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}

/**
 * One photo: refused with a PhotoError (its message is for the visitor) when it is empty, over
 * 5 MB, not a JPEG, PNG or WebP by its bytes, damaged or over 40 megapixels; otherwise decoded,
 * turned upright, shrunk to 2000 px at most and encoded again without metadata.
 */
export function checkPhoto(bytes: Uint8Array, declaredName?: string): Promise<CheckedPhoto> {
  const name = displayName(declaredName);
  return inspect(new Blob([new Uint8Array(bytes)]), name ? `The photo “${name}”` : "The photo");
}

/** A photo as the form sent it: its bytes (kept in a Blob) and the name it was sent with. */
export interface SentPhoto {
  file: Blob;
  name?: string;
}

/**
 * The refusals that need no decoding (too many photos, empty, over 5 MB, not a picture by its
 * bytes), in the words and order of checkPhotos: a form with other errors, or one over its rate
 * limit, is answered without any photo being decoded.
 */
export async function screenPhotos(sent: readonly SentPhoto[]): Promise<string[]> {
  const chosen = chosenPhotos(sent);
  if (chosen.length > photoLimits.count) return [photoMessages.tooMany];
  const refusals: string[] = [];
  for (const [index, photo] of chosen.entries()) {
    const verdict = await screen(photo.file);
    if (typeof verdict === "string")
      refusals.push(photoMessages[verdict](photoLabel(photo, index)));
  }
  return refusals;
}

const chosenPhotos = (sent: readonly SentPhoto[]) =>
  sent.filter((photo) => photo.file.size > 0 || displayName(photo.name));

function photoLabel(photo: SentPhoto, index: number): string {
  const name = displayName(photo.name);
  return `Photo ${index + 1}${name ? ` (${name})` : ""}`;
}

export type PhotosResult = { ok: true; photos: CheckedPhoto[] } | { ok: false; errors: string[] };

/**
 * The photos of one request, one after the other (decoding is the costly part on a small
 * server). The empty part a browser sends when no file was chosen is skipped. Each refusal
 * names the photo by its place and its name: "Photo 2 (nameplate.jpg) is not a JPEG, …".
 */
export async function checkPhotos(sent: readonly SentPhoto[]): Promise<PhotosResult> {
  const chosen = chosenPhotos(sent);
  if (chosen.length > photoLimits.count) return { ok: false, errors: [photoMessages.tooMany] };
  const photos: CheckedPhoto[] = [];
  const errors: string[] = [];
  for (const [index, photo] of chosen.entries()) {
    try {
      photos.push(await inspect(photo.file, photoLabel(photo, index)));
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      errors.push(error.message);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, photos };
}
