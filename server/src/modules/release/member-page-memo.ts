import type { RenderAnswer, RenderCall } from '@site/shared/contract';

/** What a render made of its page (the shell's server build's answer). */
export interface MemoPage {
  html: string;
  pageData: unknown;
}

interface Kept<P extends MemoPage> {
  /** The frame's data the page was drawn with (the member's account, the bulletin they see), as JSON. */
  siteData: string;
  /** Every API call the render made, in the order it made them, with the answer it was drawn with. */
  calls: { call: RenderCall; statusCode: number; body: string }[];
  page: P;
  storedAt: number;
  size: number;
}

/** The same call, to hand the render an answer already asked for: method, path and query, body. */
const callKey = (call: RenderCall) => `${call.method} ${call.url}\n${call.payload ?? ''}`;

/**
 * A member's last render of each page, per member (issue 41, goal 6: a page costs its data calls, not a render).
 * A render is a function of the page's address, the active versions, the frame's data and the answers of its API
 * calls: when the member asks for the page again, the calls it made are asked again, as the member (so their
 * counters and their own cache work as before), and when every answer and the frame's data are the same, the
 * kept page is the page. Any other answer, and the page is rendered anew, with the answers just asked handed to
 * it (no call is made twice). A page is kept for one member and given to no one else.
 *
 * Time is the one input not asked for: relative times are drawn against the render's own time, embedded with the
 * page, and a kept page is dropped after `ttlMs` so nothing drawn against the clock grows old.
 */
export class MemberPageMemo<P extends MemoPage> {
  private readonly entries = new Map<string, Kept<P>>();
  private size = 0;

  constructor(
    /** Characters of markup and answers kept at once, across all members; the least recently used go first. */
    private readonly maxSize: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The member's page: the kept one when every call it was drawn with answers the same, else `render`'s, which is
   * kept. `ask` makes one call as this member; `render` draws the page with the inject it is given.
   */
  async page(
    key: string,
    siteData: string,
    ask: (call: RenderCall) => Promise<RenderAnswer>,
    render: (inject: (call: RenderCall) => Promise<RenderAnswer>) => Promise<P>,
    stillWanted: () => boolean,
  ): Promise<{ page: P; reused: boolean }> {
    const kept = this.fresh(key);
    const asked = new Map<string, RenderAnswer[]>();
    if (kept && kept.siteData === siteData) {
      const answers = await Promise.all(kept.calls.map(({ call }) => ask(call)));
      if (answers.every((answer, i) => answer.statusCode === kept.calls[i].statusCode && answer.body === kept.calls[i].body)) {
        // Used again: the last to go (unless a newer render of the page took its place meanwhile).
        if (this.entries.get(key) === kept) this.put(key, kept);
        return { page: kept.page, reused: true };
      }
      kept.calls.forEach(({ call }, i) => asked.set(callKey(call), [...(asked.get(callKey(call)) ?? []), answers[i]]));
    }
    const calls: Kept<P>['calls'] = [];
    const page = await render(async (call) => {
      const answer = asked.get(callKey(call))?.shift() ?? (await ask(call));
      calls.push({ call, statusCode: answer.statusCode, body: answer.body });
      return answer;
    });
    if (stillWanted()) {
      const size = page.html.length + 2 * calls.reduce((sum, { body }) => sum + body.length, 0);
      this.put(key, { siteData, calls, page, storedAt: this.now(), size });
    }
    return { page, reused: false };
  }

  /** The kept page, or undefined when there is none or it is too old (it is then dropped). */
  private fresh(key: string): Kept<P> | undefined {
    const kept = this.entries.get(key);
    if (!kept || this.now() - kept.storedAt < this.ttlMs) return kept;
    this.entries.delete(key);
    this.size -= kept.size;
    return undefined;
  }

  private put(key: string, kept: Kept<P>): void {
    const old = this.entries.get(key);
    if (old) this.size -= old.size;
    // Most recently used last: the first key is the one used longest ago.
    this.entries.delete(key);
    if (kept.size > this.maxSize) return;
    this.entries.set(key, kept);
    this.size += kept.size;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.size -= entry.size;
    }
  }
}
