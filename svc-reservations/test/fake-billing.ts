import { commands } from '@pms/contracts/events';
import { PostNightCommand, SettleCheckCommand, type NightAuditMoney, type NightPosting, type PostNightReply, type SettleCheckReply } from '@pms/contracts/night-audit';
import type { Bus, Subscription } from '@pms/service-kit';

/**
 * svc-billing's side of `commands.postNight` as its contract says (packages/contracts/src/night-audit.ts):
 * posts each (stay, kind, date) once, whatever is sent again, and answers the day's money. For
 * svc-reservations' own audit tests; the integration tests run the real svc-billing
 * (reliability/test/night-audit.test.ts).
 */
export interface FakeBilling {
  /** Every posting made, once each, with who posted it. */
  posted: Map<string, NightPosting & { posted_by: string }>;
  /** Every command received, in order. */
  received: PostNightCommand[];
  /** Holds each answer until the returned release is called (a slow billing). */
  hold(): () => void;
  stop(): Promise<void>;
}

const key = (p: NightPosting) => `${p.res_room_id}|${p.kind}|${p.service_date}`;

export async function fakeBilling(bus: Bus): Promise<FakeBilling> {
  const posted = new Map<string, NightPosting & { posted_by: string }>();
  const received: PostNightCommand[] = [];
  let gate: Promise<void> | undefined;
  const sub: Subscription = await bus.reply(commands.postNight, async (payload): Promise<PostNightReply> => {
    const cmd = PostNightCommand.parse(payload);
    received.push(cmd);
    if (gate) await gate;
    let n = 0;
    for (const p of cmd.postings) {
      if (posted.has(key(p))) continue;
      posted.set(key(p), { ...p, posted_by: cmd.posted_by });
      n++;
    }
    const day = [...posted.values()].filter((p) => p.service_date === cmd.business_date);
    const sum = (kind: NightPosting['kind']) => day.filter((p) => p.kind === kind).reduce((t, p) => t + p.amount_cents, 0);
    const money: NightAuditMoney = {
      room_revenue_cents: sum('room'),
      // 15 % on what is taxed, rounded once (the real billing rounds per tax; enough for these tests).
      tax_revenue_cents: Math.round(day.filter((p) => p.taxed).reduce((t, p) => t + p.amount_cents, 0) * 0.15),
      extras_revenue_cents: 0,
      no_show_revenue_cents: sum('no_show'),
      payments_by_method_cents: { 'Credit Card': 0, Cash: 0 },
      refunds_cents: 0,
    };
    return { ok: true, posted: n, money };
  });
  return {
    posted,
    received,
    hold() {
      let open!: () => void;
      gate = new Promise<void>((r) => (open = r));
      return () => {
        gate = undefined;
        open();
      };
    },
    stop: () => sub.stop(),
  };
}

/**
 * svc-billing's side of `commands.settleCheck` for svc-reservations' own tests: answers the balance
 * set for a stay (0 unless told), and records every request. The integration tests run the real
 * svc-billing (reliability/test).
 */
export interface FakeSettle {
  balances: Map<number, number>;
  received: SettleCheckCommand[];
  stop(): Promise<void>;
}

export async function fakeSettle(bus: Bus): Promise<FakeSettle> {
  const balances = new Map<number, number>();
  const received: SettleCheckCommand[] = [];
  const sub = await bus.reply(commands.settleCheck, async (payload): Promise<SettleCheckReply> => {
    const cmd = SettleCheckCommand.parse(payload);
    received.push(cmd);
    return { ok: true, balance_cents: balances.get(cmd.res_room_id) ?? 0, posted: 0 };
  });
  return { balances, received, stop: () => sub.stop() };
}
