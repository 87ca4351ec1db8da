import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import type { AuditEntry, AuditPage, AuditVerification } from '@pms/contracts/audit';
import { waitFor } from '@pms/service-kit/testing';
import { auditProbe } from './audit-support';
import { bookingBody, guest } from './checks';
import { SCHEMAS, startSuite, USERS, type Suite } from './suite';

/**
 * The audit trail across the suite (docs/audit.md), through the gateway on real PostgreSQL and NATS:
 * every write leaves exactly one entry naming the session's user and what changed, a refused write
 * none; the merged list and the chain's verification; the trail is append-only and an edit made
 * behind the services' back is found at its entry.
 */
let suite: Suite;
const cookies: Record<'employee' | 'manager' | 'admin', string> = { employee: '', manager: '', admin: '' };

beforeAll(async () => {
  suite = await startSuite();
  cookies.employee = await suite.signIn(USERS.employee);
  cookies.manager = await suite.signIn(USERS.manager);
  cookies.admin = await suite.signIn({ username: 'admin', password: 'admin' });
}, 120_000);
afterAll(() => suite?.stop());
const { call, audited, bookOne, today, userIdOf } = auditProbe(() => suite, cookies);

describe('every write leaves exactly one audit entry, naming the session’s user', () => {
  it('reservations: book, change, cancel — and a refused booking leaves none', async () => {
    const day = await today('employee');
    const refused = await audited(() => call('employee', 'POST', '/api/hw/reservation', bookingBody({ type: 1, arrival: day, departure: day, last: 'Nobody' })));
    expect(refused.status).toBe(400);
    expect(refused.entries).toEqual([]);

    // The SPEC's reserve[0] (a user id) is ignored: the session's user books.
    const body = { ...bookingBody({ type: 1, arrival: addDays(day, 3), departure: addDays(day, 5), last: 'Audited' }), reserve: [999, ''] };
    const booked = await audited(() => call('employee', 'POST', '/api/hw/reservation', body));
    expect(booked.status).toBe(201);
    const id = booked.json.reservation_id as number;
    const [stored] = await suite.sql.reservations<{ user_id: number }[]>`select user_id from reservations where reservation_id = ${id}`;
    expect(stored?.user_id).toBe(await userIdOf('user'));
    // The confirmation page names the clerk, not a user id.
    expect((await call('manager', 'GET', `/api/hw/reservation/${id}`)).json).toMatchObject({ user_id: await userIdOf('user'), booked_by: 'user' });
    expect(booked.entries).toMatchObject([
      { schema: 'reservations', action: 'reservation.created', entity: 'reservation', entity_id: String(id), username: 'user', user_id: await userIdOf('user') },
    ]);
    expect(booked.entries[0]!.changes).toMatchObject({ last_name: [null, 'Audited'], arrival: [null, addDays(day, 3)] });
    // The card never enters the trail.
    expect(JSON.stringify(booked.entries)).not.toMatch(/4111|credit_card/);

    const r = (await call('employee', 'GET', `/api/hw/reservation/${id}`)).json;
    const stays = (await call('employee', 'GET', `/api/hw/res_rooms/${id}`)).json as unknown as { res_room_id: number }[];
    const changed = await audited(() =>
      call('manager', 'PUT', '/api/hw/reservation', {
        cust: [...guest(r.first_name as string, r.last_name as string).slice(0, 8), '', r.cc_expiration],
        reserve: [999, 'later'],
        rooms: [[1, addDays(day, 3), addDays(day, 6), 1, 0, '']],
        customerId: r.customer_id,
        reservation_id: id,
        resRoomId: stays[0]!.res_room_id,
        version: r.version,
      }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.entries).toMatchObject([{ action: 'reservation.updated', entity_id: String(id), username: 'manager' }]);
    expect(changed.entries[0]!.changes).toEqual({ departure: [addDays(day, 5), addDays(day, 6)] });

    const cancelled = await audited(() => call('employee', 'PUT', `/api/hw/cancelReservation/${id}`));
    expect(cancelled.entries).toMatchObject([{ action: 'reservation.cancelled', entity_id: String(id), username: 'user', changes: { active: [true, false] } }]);
    const again = await audited(() => call('employee', 'PUT', `/api/hw/cancelReservation/${id}`));
    expect(again.status).toBe(409);
    expect(again.entries).toEqual([]);
  }, 60_000);

  it('front desk and rooms: check-in, clean/dirty, work orders (a user id in the body is ignored)', async () => {
    const day = await today('employee');
    const stay = await bookOne('employee', 'Checkin', day);
    const rooms = (await call('employee', 'GET', `/api/hw/arrivals/${day}/undefined/undefined/undefined`)).json.rooms_arrivals as { room_id: number; room_num: string; room_type_id: number; clean: number }[];
    const room = rooms.find((x) => x.room_type_id === 1 && x.clean === 1)!;
    const checkIn = await audited(() => call('employee', 'PUT', `/api/hw/checkinRoom/${stay.res_room_id}/${room.room_id}`));
    expect(checkIn.status, checkIn.text).toBe(200);
    expect(checkIn.entries).toMatchObject([{ schema: 'reservations', action: 'stay.checked_in', entity: 'stay', entity_id: String(stay.res_room_id), changes: { room_num: [null, room.room_num] } }]);

    const dirty = await audited(() => call('employee', 'PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`));
    expect(dirty.entries).toMatchObject([{ schema: 'rooms', action: 'room.clean_changed', entity: 'room', entity_id: String(room.room_id), changes: { clean: [1, 0] } }]);
    expect((await audited(() => call('employee', 'PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`))).entries).toEqual([]);

    const spare = rooms.find((x) => x.room_id !== room.room_id)!;
    const added = await audited(() => call('employee', 'POST', '/api/hw/room_issues', { vals: [spare.room_id, 'Leaking tap', 999, addDays(day, 10), addDays(day, 12)] }));
    expect(added.status, added.text).toBe(201);
    const orderId = String(added.json.room_issue_id);
    expect(added.entries).toMatchObject([{ action: 'work_order.added', entity: 'work_order', entity_id: orderId, user_id: await userIdOf('user'), username: 'user' }]);
    const [order] = await suite.sql.rooms<{ user_id: number }[]>`select user_id from room_issues where room_issue_id = ${Number(orderId)}`;
    expect(order?.user_id).toBe(await userIdOf('user'));
    const updated = await audited(() => call('manager', 'PUT', `/api/hw/room_issues/${orderId}`, { vals: [spare.room_id, 'Leaking tap, washer', 999, addDays(day, 10), addDays(day, 12)] }));
    expect(updated.entries).toMatchObject([{ action: 'work_order.updated', username: 'manager', changes: { issue: ['Leaking tap', 'Leaking tap, washer'] } }]);
    const fixed = await audited(() => call('employee', 'PUT', `/api/hw/room_issues_fixed/${orderId}`));
    expect(fixed.entries).toMatchObject([{ action: 'work_order.fixed', changes: { fixed: [false, true] } }]);
  }, 60_000);

  it('folio: charge, payment, refund (a refused refund leaves none), invoice and credit note; check-out', async () => {
    const day = await today('employee');
    const stay = await bookOne('employee', 'Folio', day, 1);
    const rooms = (await call('employee', 'GET', `/api/hw/arrivals/${day}/undefined/undefined/undefined`)).json.rooms_arrivals as { room_id: number; room_num: string; room_type_id: number; clean: number }[];
    const room = rooms.find((x) => x.room_type_id === 1 && x.clean === 1)!;
    expect((await call('employee', 'PUT', `/api/hw/checkinRoom/${stay.res_room_id}/${room.room_id}`)).status).toBe(200);

    const folio = `/api/folios/${stay.res_room_id}`;
    const charge = await audited(() => call('employee', 'POST', `${folio}/charges`, { code: 'Minibar', amount: 12.5 }));
    expect(charge.status, charge.text).toBe(201);
    expect(charge.entries).toMatchObject([{ schema: 'billing', action: 'folio.charge_posted', entity: 'folio', entity_id: String(stay.res_room_id), username: 'user' }]);
    expect(charge.entries[0]!.changes.charge![1]).toMatchObject({ code: 'Minibar', amount: 12.5 });

    const paid = await audited(() => call('employee', 'POST', `${folio}/payments`, { method: 'Cash', amount: 20 }));
    expect(paid.entries).toMatchObject([{ action: 'folio.payment_taken', changes: { payment: [null, { method: 'Cash', amount: 20 }] } }]);
    const paymentId = (paid.json.payments as { payment_id: number }[])[0]!.payment_id;
    const refusedRefund = await audited(() => call('employee', 'POST', `${folio}/payments/${paymentId}/refunds`, { amount: 5, reason: 'goodwill' }));
    expect(refusedRefund.status).toBe(403);
    expect(refusedRefund.entries).toEqual([]);
    const refund = await audited(() => call('manager', 'POST', `${folio}/payments/${paymentId}/refunds`, { amount: 5, reason: 'goodwill' }));
    expect(refund.entries).toMatchObject([{ action: 'folio.payment_refunded', username: 'manager', changes: { refund: [null, { payment_id: paymentId, amount: 5 }] } }]);

    const invoice = await audited(() => call('employee', 'POST', '/api/hw/invoice', { id: stay.res_room_id, payment_type: 'Credit Card' }));
    expect(invoice.status, invoice.text).toBe(201);
    const invoiceId = (invoice.json as unknown as [unknown, { invoice_id: number }])[1].invoice_id;
    expect(invoice.entries).toMatchObject([{ schema: 'billing', action: 'invoice.issued', entity: 'invoice', entity_id: String(invoiceId) }]);
    const out = await audited(() => call('employee', 'PUT', `/api/hw/checkoutRoom/${stay.res_room_id}/${room.room_num}`));
    expect(out.status, out.text).toBe(200);
    // The invoice's event may complete the check-out first (then this call records nothing new).
    await waitFor(async () => (await suite.sql.reservations`select 1 from audit_entries where action = 'stay.checked_out' and entity_id = ${String(stay.res_room_id)}`).length === 1, 'the check-out entry');
    expect((await suite.sql.reservations`select 1 from audit_entries where action = 'stay.checked_out' and entity_id = ${String(stay.res_room_id)}`).length).toBe(1);

    const note = await audited(() => call('manager', 'POST', `/api/invoices/${invoiceId}/credit-note`, { reason: 'wrong guest' }));
    expect(note.status, note.text).toBe(201);
    expect(note.entries).toMatchObject([{ action: 'invoice.credit_note_issued', entity_id: String(invoiceId), username: 'manager' }]);
  }, 60_000);

  it('staff and sessions: account created and changed, signed in, failed, signed out — never a password', async () => {
    const created = await audited(() => call('admin', 'POST', '/api/users', { username: 'audited.clerk', full_name: 'Audrey Clerk', access_id: 1, password: 'a first passphrase' }));
    expect(created.status, created.text).toBe(201);
    expect(created.entries).toMatchObject([{ schema: 'auth', action: 'user.created', entity: 'user', username: 'admin', changes: { username: [null, 'audited.clerk'], password: ['[hidden]', '[hidden]'] } }]);
    expect(JSON.stringify(created.entries)).not.toContain('a first passphrase');

    const failed = await audited(() => call(null, 'POST', '/api/login', { username: 'audited.clerk', password: 'wrong guess here' }));
    expect(failed.entries).toMatchObject([{ action: 'session.sign_in_failed', username: 'audited.clerk' }]);
    expect(JSON.stringify(failed.entries)).not.toContain('wrong guess');
    const signedIn = await audited(() => call(null, 'POST', '/api/login', { username: 'audited.clerk', password: 'a first passphrase' }));
    expect(signedIn.entries).toMatchObject([{ action: 'session.signed_in', username: 'audited.clerk' }]);
    const updated = await audited(() => call('admin', 'PATCH', `/api/users/${created.json.user_id as number}`, { access_id: 2 }));
    expect(updated.entries).toMatchObject([{ action: 'user.updated', changes: { access_id: [1, 2] } }]);

    const session = await suite.signIn({ username: 'manager', password: '123456' });
    const out = await audited(async () => {
      const res = await suite.request('GET', '/api/logout', { cookie: session });
      return { status: res.status, json: {}, text: await res.text() };
    });
    expect(out.entries).toMatchObject([{ action: 'session.signed_out', username: 'manager' }]);
  }, 60_000);

  it('the night audit: the day closed and each no-show, by the manager who ran it', async () => {
    const day = await today('employee');
    const absent = await bookOne('employee', 'Absent', day);
    const run = await audited(() => call('manager', 'POST', '/api/night-audit', { business_date: day }));
    expect(run.status, run.text).toBe(200);
    const mine = run.entries.filter((e) => e.schema === 'reservations');
    expect(mine.filter((e) => e.action === 'business_date.closed')).toMatchObject([{ entity_id: day, username: 'manager', changes: { business_date: [day, addDays(day, 1)] } }]);
    expect(mine.filter((e) => e.action === 'reservation.no_show').map((e) => e.entity_id)).toContain(String(absent.reservation_id));
    expect(run.entries.every((e) => e.username === 'manager')).toBe(true);
  }, 60_000);
});

describe('reading and verifying the trail', () => {
  it('GET /api/audit merges every service newest first, filters, pages without gaps or repeats; Manager+ only', async () => {
    expect((await call('employee', 'GET', '/api/audit')).status).toBe(403);
    expect((await call(null, 'GET', '/api/audit')).status).toBe(401);
    expect((await call('manager', 'GET', '/api/audit?entity=planet&from=yesterday')).json).toMatchObject({ fields: { entity: expect.any(String), from: expect.any(String) } });

    const byUser = (await call('manager', 'GET', '/api/audit?username=user&entity=reservation')).json as unknown as AuditPage;
    expect(byUser.entries.length).toBeGreaterThan(0);
    expect(byUser.entries.every((e) => e.username === 'user' && e.entity === 'reservation')).toBe(true);

    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page = (await call('manager', 'GET', `/api/audit${cursor ? `?cursor=${cursor}` : ''}`)).json as unknown as AuditPage;
      seen.push(...page.entries);
      cursor = page.next_cursor;
    } while (cursor);
    const total = (await Promise.all(SCHEMAS.map(async (s) => Number((await suite.sql[s]<{ n: string }[]>`select count(*) as n from audit_entries`)[0]!.n)))).reduce((a, b) => a + b, 0);
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((e) => `${e.service}:${e.entry_id}`)).size).toBe(total);
    const times = seen.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(seen.map((e) => e.service))).toEqual(new Set(SCHEMAS));
  }, 60_000);

  it('is append-only in the database, and the chain verifies until an entry is edited behind the service’s back', async () => {
    await expect(suite.sql.rooms`update audit_entries set username = 'mallory'`).rejects.toThrow(/append-only/);
    await expect(suite.sql.rooms`delete from audit_entries`).rejects.toThrow(/append-only/);
    await expect(suite.sql.rooms`update audit_seals set hash = 'x'`).rejects.toThrow(/append-only/);

    // Every entry is sealed within a second of its commit.
    await waitFor(async () => (await Promise.all(SCHEMAS.map(async (s) => (await suite.sql[s]`select 1 from audit_unsealed`).length))).every((n) => n === 0), 'the sealers', { timeoutMs: 1_000 });
    const good = (await call('manager', 'GET', '/api/audit/verify')).json as unknown as AuditVerification;
    expect(good).toMatchObject({ ok: true });
    expect(good.entries).toBeGreaterThan(10);
    expect((await call('employee', 'GET', '/api/audit/verify')).status).toBe(403);

    const [victim] = await suite.sql.reservations<{ entry_id: number }[]>`select entry_id::int from audit_entries where action = 'reservation.cancelled' limit 1`;
    await suite.sql.reservations.begin(async (tx) => {
      await tx`alter table audit_entries disable trigger user`;
      await tx`update audit_entries set username = 'someone else' where entry_id = ${victim!.entry_id}`;
      await tx`alter table audit_entries enable trigger user`;
    });
    const bad = (await call('manager', 'GET', '/api/audit/verify')).json as unknown as AuditVerification;
    expect(bad).toMatchObject({ ok: false, first_bad_entry: { service: 'reservations', entry_id: victim!.entry_id } });
    expect(bad.services.rooms).toMatchObject({ ok: true });
  }, 60_000);
});
