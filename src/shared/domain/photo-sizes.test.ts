import { describe, expect, test } from "vitest";
import { hasPhotoSizes, parsePhotoWidth, photoSizeUrl, photoSrcSet } from "./photo-sizes";

const TOKEN = "abcdefghijklmnopqrstuvwxyz012-_9";

describe("photo sizes", () => {
  test.each([
    ["/api/files/user-1/5f0c.jpg", true],
    [`/p/${TOKEN}/photos/0`, true],
    [`/p/${TOKEN}/photos/12`, true],
    [`/p/${TOKEN}/avatar`, true],
    [`/s/${TOKEN}/listings/5f0c8a2e-1b7d-4c3e-9a41-2d6f0b8e7c15/photos/2`, true],
    [`/s/${TOKEN}/avatar`, true],
    [`/s/${TOKEN}/listings/not-an-id/photos/2`, false],
    [`/s/${TOKEN}`, false],
    ["/api/files/user-1/5f0c.jpg?w=320", false],
    ["/api/files/", false],
    [`/p/${TOKEN}`, false],
    ["/p/short/photos/0", false],
    ["blob:http://localhost/5f0c", false],
    ["https://lh3.googleusercontent.com/a/photo", false],
    ["/property-placeholder.svg", false],
  ])("hasPhotoSizes(%j) is %s", (url, expected) => {
    expect(hasPhotoSizes(url)).toBe(expected);
  });

  test("a size's address is the photo's own with ?w=; any other address stays as it is", () => {
    expect(photoSizeUrl("/api/files/u/a.jpg", 640)).toBe("/api/files/u/a.jpg?w=640");
    expect(photoSizeUrl(`/p/${TOKEN}/photos/1`, 1280)).toBe(`/p/${TOKEN}/photos/1?w=1280`);
    expect(photoSizeUrl("blob:http://localhost/x", 320)).toBe("blob:http://localhost/x");
  });

  test.each([
    [
      "/api/files/u/a.jpg",
      "/api/files/u/a.jpg?w=320 320w, /api/files/u/a.jpg?w=640 640w, /api/files/u/a.jpg?w=1280 1280w",
    ],
    [
      `/p/${TOKEN}/photos/0`,
      `/p/${TOKEN}/photos/0?w=320 320w, /p/${TOKEN}/photos/0?w=640 640w, /p/${TOKEN}/photos/0?w=1280 1280w`,
    ],
    ["blob:http://localhost/x", undefined],
    ["/property-placeholder.svg", undefined],
  ])("photoSrcSet(%j)", (url, expected) => {
    expect(photoSrcSet(url)).toBe(expected);
  });

  test.each([
    [undefined, undefined],
    ["320", 320],
    ["640", 640],
    ["1280", 1280],
    ["", null],
    ["500", null],
    ["0640", null],
    ["640px", null],
    ["-320", null],
  ])("parsePhotoWidth(%j) is %j", (value, expected) => {
    expect(parsePhotoWidth(value)).toBe(expected);
  });
});
