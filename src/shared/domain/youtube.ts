/** YouTube links for property videos (SPEC.md section 5). */
export type YouTubeVideo = { id: string; thumbnailUrl: string; embedUrl: string };

export const INVALID_YOUTUBE_LINK = {
  title: "Invalid YouTube Link",
  description: "Please enter a valid YouTube video URL.",
} as const;

const ID = /^[A-Za-z0-9_-]{11}$/;
const LINK =
  /^(?:https?:\/\/)?(?:(?:www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;
const PATH_FORMS = ["shorts", "embed", "v", "live"];

/**
 * The video id and derived addresses of a watch (`youtube.com/watch?v=ID`), short (`youtu.be/ID`,
 * `youtube.com/shorts/ID`), embed (`/embed/ID`) or `/v/ID` link; null for anything else,
 * including an empty input.
 */
export function parseYouTubeUrl(url: string | null | undefined): YouTubeVideo | null {
  const match = LINK.exec((url ?? "").trim());
  if (!match) {
    return null;
  }
  const host = (match[1] ?? "").toLowerCase();
  const segments = (match[2] ?? "").split("/").filter(Boolean);
  const id = host === "youtu.be" ? shortId(segments) : longId(segments, match[3] ?? "");
  return id && ID.test(id) ? videoFor(id) : null;
}

function shortId(segments: string[]): string | null {
  return segments.length === 1 ? (segments[0] ?? null) : null;
}

function longId(segments: string[], query: string): string | null {
  const [first, second, ...rest] = segments;
  if (first === "watch" && second === undefined) {
    return queryParam(query, "v");
  }
  if (first && PATH_FORMS.includes(first) && second && rest.length === 0) {
    return second;
  }
  return null;
}

function queryParam(query: string, name: string): string | null {
  for (const pair of query.replace(/^\?/, "").split("&")) {
    const [key, value] = pair.split("=");
    if (key === name && value !== undefined) {
      return value;
    }
  }
  return null;
}

function videoFor(id: string): YouTubeVideo {
  return {
    id,
    thumbnailUrl: `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
    embedUrl: `https://www.youtube.com/embed/${id}`,
  };
}
