/**
 * Who holds the live streams of one gateway process, and how many each may hold
 * (docs/security.md "Live streams"): at most `perSession` streams per session and `perUser` per
 * user, so that one user — however many sessions they open — can never take more than a small share
 * of the process's `total`, and every stream of a session can be found and ended the moment that
 * session is revoked.
 */
export interface LiveLimits {
  /** Streams one session (one token) may hold. Default 4: a board in each of a few tabs. */
  perSession: number;
  /** Streams one user may hold across all their sessions. Default 20. */
  perUser: number;
  /** Streams the process serves at most (503 beyond). Default 2,000. */
  total: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perSession: 4, perUser: 20, total: 2_000 };

export interface Holder {
  /** The session's token id. */
  jti: string;
  /** The user's id (`sub`). */
  userId: string;
}

/** Why a new stream is refused, with what to tell the caller. */
export type Refusal = { status: 429 | 503; message: string };

export class LiveClients<C extends Holder> {
  private readonly all = new Set<C>();
  private readonly bySession = new Map<string, Set<C>>();
  private readonly perUserCount = new Map<string, number>();

  constructor(private readonly limits: LiveLimits) {}

  get size(): number {
    return this.all.size;
  }

  [Symbol.iterator](): IterableIterator<C> {
    return this.all.values();
  }

  /** Why `holder` may not open one more stream now, or undefined when it may. */
  refusal(holder: Holder): Refusal | undefined {
    const { perSession, perUser, total } = this.limits;
    if ((this.bySession.get(holder.jti)?.size ?? 0) >= perSession) {
      return { status: 429, message: `This session already has ${perSession} live boards open. Close one (in another tab or window) to open this one.` };
    }
    if ((this.perUserCount.get(holder.userId) ?? 0) >= perUser) {
      return { status: 429, message: `You already have ${perUser} live boards open across your sessions. Close one to open another.` };
    }
    if (this.all.size >= total) return { status: 503, message: 'Live updates are busy; the board will try again.' };
    return undefined;
  }

  add(client: C): void {
    this.all.add(client);
    let session = this.bySession.get(client.jti);
    if (!session) this.bySession.set(client.jti, (session = new Set()));
    session.add(client);
    this.perUserCount.set(client.userId, (this.perUserCount.get(client.userId) ?? 0) + 1);
  }

  delete(client: C): void {
    if (!this.all.delete(client)) return;
    const session = this.bySession.get(client.jti);
    session?.delete(client);
    if (session?.size === 0) this.bySession.delete(client.jti);
    const left = (this.perUserCount.get(client.userId) ?? 1) - 1;
    if (left > 0) this.perUserCount.set(client.userId, left);
    else this.perUserCount.delete(client.userId);
  }

  /** The streams of one session (a copy: closing them changes the set). */
  ofSession(jti: string): C[] {
    return [...(this.bySession.get(jti) ?? [])];
  }
}
