import fc from "fast-check";
import { expect, test } from "vitest";
import { INVALID_YOUTUBE_LINK, parseYouTubeUrl } from "./youtube";

const ID = "dQw4w9WgXcQ";

test.each([
  `https://www.youtube.com/watch?v=${ID}`,
  `http://youtube.com/watch?v=${ID}`,
  `youtube.com/watch?v=${ID}`,
  `www.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}`,
  `https://music.youtube.com/watch?v=${ID}&list=RDdQw4w9WgXcQ`,
  `https://www.youtube.com/watch?feature=share&v=${ID}&t=42`,
  `https://www.youtube.com/watch?v=${ID}#t=30`,
  `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=abc123&t=5`,
  `youtu.be/${ID}`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://youtube.com/shorts/${ID}?feature=share`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/embed/${ID}?autoplay=1`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `https://www.youtube.com/v/${ID}`,
  `https://www.youtube.com/live/${ID}`,
  `  https://youtu.be/${ID}  `,
])("accepts %s", (url) => {
  expect(parseYouTubeUrl(url)).toEqual({
    id: ID,
    thumbnailUrl: `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    embedUrl: `https://www.youtube.com/embed/${ID}`,
  });
});

test.each([
  "",
  "   ",
  null,
  undefined,
  ID,
  "https://www.youtube.com/",
  "https://www.youtube.com/watch",
  "https://www.youtube.com/watch?list=abc",
  "https://www.youtube.com/watch?v=short",
  `https://www.youtube.com/watch?v=${ID}x`,
  "https://www.youtube.com/watch?v=dQw4w9WgX!Q",
  `https://youtu.be/${ID}/extra`,
  `https://www.youtube.com/channel/${ID}`,
  `https://www.youtube.com/embed/${ID}/more`,
  `https://vimeo.com/${ID}`,
  `https://notyoutube.com/watch?v=${ID}`,
  `https://youtube.com.evil.com/watch?v=${ID}`,
  `ftp://youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?vv=${ID}`,
])("rejects %j", (url) => {
  expect(parseYouTubeUrl(url)).toBeNull();
});

test("ids with underscores and hyphens are kept as they are", () => {
  expect(parseYouTubeUrl("https://youtu.be/a_b-C_d-E_f")?.id).toBe("a_b-C_d-E_f");
});

test("every 11-character id round-trips through each link form", () => {
  const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
  fc.assert(
    fc.property(idArb, (id) => {
      for (const url of [
        `https://www.youtube.com/watch?v=${id}`,
        `https://youtu.be/${id}`,
        `https://www.youtube.com/shorts/${id}`,
        `https://www.youtube.com/embed/${id}`,
        `https://www.youtube.com/v/${id}`,
      ]) {
        expect(parseYouTubeUrl(url)?.id).toBe(id);
      }
    }),
  );
});

test("the toast text is SPEC.md's", () => {
  expect(INVALID_YOUTUBE_LINK).toEqual({
    title: "Invalid YouTube Link",
    description: "Please enter a valid YouTube video URL.",
  });
});
