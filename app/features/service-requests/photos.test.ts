import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  checkPhoto,
  checkPhotos,
  PhotoError,
  photoLimits,
  sniffPhotoType,
} from "./photos.server.ts";

const blue = { width: 64, height: 48, channels: 3, background: "#336699" } as const;
const picture = () => sharp({ create: blue });

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit grey PNG of side × side black pixels: a few kB on disk for 100 megapixels. */
function decompressionBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0 and zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The head of an interlaced 16-bit RGBA PNG of side × side: what the decoder reads before any
 * pixel. Its pixel data is left out, as the check must refuse it from the head alone.
 */
function deepPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 16; // bit depth
  header[9] = 6; // colour type: RGB with alpha
  header[12] = 1; // Adam7 interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(bytes: Uint8Array, name?: string): Promise<string> {
  const error = await checkPhoto(bytes, name).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return (error as PhotoError).message;
}

describe("a photo with a service request", () => {
  it.each([
    ["JPEG", () => picture().jpeg().toBuffer(), "image/jpeg"],
    ["PNG", () => picture().png().toBuffer(), "image/jpeg"],
    ["WebP", () => picture().webp().toBuffer(), "image/webp"],
    [
      "PNG with transparency",
      () =>
        sharp({ create: { ...blue, channels: 4, background: "#33669980" } })
          .png()
          .toBuffer(),
      "image/webp",
    ],
  ])("accepts a %s and encodes it again as %s", async (_kind, make, mime) => {
    const photo = await checkPhoto(await make(), "nameplate");
    expect([photo.mime, photo.width, photo.height]).toEqual([mime, 64, 48]);
    const kept = await sharp(photo.bytes).metadata();
    expect([`image/${kept.format}`, kept.width, kept.height]).toEqual([mime, 64, 48]);
  });

  it("reads the type from the bytes, whatever the name says", async () => {
    const png = await picture().png().toBuffer();
    expect(sniffPhotoType(png)).toBe("image/png");
    expect((await checkPhoto(png, "invoice.exe")).mime).toBe("image/jpeg");
  });

  it("drops the EXIF data, GPS position included", async () => {
    const tagged = await picture()
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 15/1 0/1" } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const photo = await checkPhoto(tagged);
    const kept = await sharp(photo.bytes).metadata();
    expect([kept.exif, kept.xmp, kept.iptc]).toEqual([undefined, undefined, undefined]);
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const sideways = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await checkPhoto(sideways);
    expect([photo.width, photo.height]).toEqual([48, 64]);
    expect((await sharp(photo.bytes).metadata()).orientation).toBeUndefined();
  });

  it("shrinks the longest side to 2000 px and never enlarges", async () => {
    const wide = await sharp({ create: { ...blue, width: 3000, height: 1500 } })
      .jpeg()
      .toBuffer();
    const photo = await checkPhoto(wide);
    expect([photo.width, photo.height]).toEqual([2000, 1000]);
  });

  it("keeps the picture of a polyglot and drops what rides after it", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    const photo = await checkPhoto(polyglot, "photo.jpg");
    expect(Buffer.from(photo.bytes).includes("<script>")).toBe(false);
  });

  it("refuses an HTML page named photo.jpg", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>");
    expect(await refusal(html, "photo.jpg")).toBe(
      "The photo “photo.jpg” is not a JPEG, PNG or WebP picture",
    );
  });

  it("refuses a Windows program named as a PNG", async () => {
    const program = Buffer.concat([Buffer.from("MZ\x90\x00\x03", "latin1"), Buffer.alloc(200)]);
    expect(await refusal(program, "nameplate.png")).toBe(
      "The photo “nameplate.png” is not a JPEG, PNG or WebP picture",
    );
  });

  it("refuses a picture of another kind, such as a GIF", async () => {
    expect(await refusal(await picture().gif().toBuffer())).toBe(
      "The photo is not a JPEG, PNG or WebP picture",
    );
  });

  it("refuses a file that begins like a JPEG and is not one", async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from("garbage ".repeat(64)),
    ]);
    expect(await refusal(fake, "fault.jpg")).toBe(
      "The photo “fault.jpg” could not be opened as a picture: it may be damaged",
    );
    const jpeg = await picture().jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length - 40))).toBe(
      "The photo could not be opened as a picture: it may be damaged",
    );
  });

  it("refuses a file over 5 MB before decoding it, and an empty file", async () => {
    const header = Buffer.from([0xff, 0xd8, 0xff]);
    const big = Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024)]);
    expect(await refusal(big)).toBe("The photo is larger than 5 MB: send a smaller picture");
    const limit = Buffer.concat([header, Buffer.alloc(photoLimits.maxBytes - 3)]);
    expect(await refusal(limit)).toBe(
      "The photo could not be opened as a picture: it may be damaged",
    );
    expect(await refusal(new Uint8Array(0))).toBe("The photo is empty: choose the picture again");
  });

  it("refuses a 10000 × 10000 PNG by its pixel count", async () => {
    const bomb = decompressionBomb(10_000);
    expect(bomb.length).toBeLessThan(50_000);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.format, header.width, header.height]).toEqual(["png", 10_000, 10_000]);
    expect(await refusal(bomb, "bomb.png")).toBe(
      "The photo “bomb.png” has more than 40 megapixels: send a smaller picture",
    );
  });

  it("refuses a 16-bit RGBA PNG under the pixel limit that would decode to 317 MB", async () => {
    // 6300 × 6300 = 39.7 megapixels, 8 bytes each: the photo that took the server to 559 MB.
    expect(await refusal(deepPng(6300), "plate.png")).toBe(
      "The photo “plate.png” is too large to open (16-bit colour or an alpha channel at this size): save it as a JPEG and send it again",
    );
  });
});

describe("the photos of one request", () => {
  it("accepts up to 3, skipping the empty part of a file input left blank", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const none = { file: new Blob([]), name: "" };
    const result = await checkPhotos([
      { file: new Blob([jpeg]), name: "a.jpg" },
      none,
      { file: new Blob([jpeg]) },
    ]);
    expect(result.ok && result.photos.map((photo) => photo.mime)).toEqual([
      "image/jpeg",
      "image/jpeg",
    ]);
  });

  it("refuses a fourth photo, and names each photo refused by its place", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const four = await checkPhotos(Array.from({ length: 4 }, () => ({ file: new Blob([jpeg]) })));
    expect(four).toEqual({ ok: false, errors: ["Send at most 3 photos"] });
    const html = Buffer.from("<html></html>");
    const mixed = await checkPhotos([
      { file: new Blob([jpeg]), name: "fault.jpg" },
      { file: new Blob([html]), name: "nameplate.jpg" },
      { file: new Blob([]), name: "blank.png" },
    ]);
    expect(mixed).toEqual({
      ok: false,
      errors: [
        "Photo 2 (nameplate.jpg) is not a JPEG, PNG or WebP picture",
        "Photo 3 (blank.png) is empty: choose the picture again",
      ],
    });
  });
});
