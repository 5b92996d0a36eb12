// Wire types of the live broadcasts (/live, /live/{id}): what live/* answers. Times are second-based
// Unix timestamps, shown in China time by contract/time.ts.
import type { ApiLiveCard, ApiPage } from '@/contract/api-types';

export type ApiLiveStatus = ApiLiveCard['status'];

/** live/list: one page of cards, plus how many broadcasts each status has (for the tabs). */
export type ApiLiveList = ApiPage<ApiLiveCard> & { counts: Record<ApiLiveStatus, number> };

/** A chapter mark of a replay: where in the video a topic starts. */
export type ApiLiveChapter = { title: string; offsetSeconds: number };

/** What a broadcast's page and the console's form both carry. */
export type ApiLiveFields = Omit<ApiLiveCard, 'status'> & {
  speakerTitle: string;
  /** One-line teaser, plain text. */
  summary: string;
  /** Sanitized rich text (HTML): programme, speaker and, once ended, the write-up. */
  intro: string;
};

export type ApiLiveDetail = ApiLiveFields & {
  status: ApiLiveStatus;
  /** Server time of the answer, so the countdown does not trust the visitor's clock. */
  now: number;
  viewers: number;
  /** What to play now: the stream while live, the replay once ended; null before it starts or while no replay is published. */
  playSrc: string | null;
  chapters: ApiLiveChapter[];
  tags: { id: number; name: string }[];
  /** How many people booked a reminder. */
  bookings: number;
  /** Whether the visitor has booked a reminder (false for guests). */
  booked: boolean;
  /** A few other broadcasts to go on to (live and upcoming first). */
  related: ApiLiveCard[];
};

/** live/book/:id and live/unbook/:id. */
export type ApiLiveBooking = { booked: boolean; bookings: number };
