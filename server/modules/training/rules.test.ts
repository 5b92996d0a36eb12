import { describe, expect, it } from 'vitest';
import { canSignup, checkinState, checkinWindow, pickSession } from './rules';

const at = (iso: string) => new Date(iso);
const session = (start: string, end: string) => ({ startAt: at(start), endAt: at(end) });

describe('checkinWindow', () => {
  const s = session('2025-05-10T08:30:00Z', '2025-05-10T11:30:00Z');
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(checkinWindow(s, at('2025-05-10T07:59:59Z'))).toBe('early');
    expect(checkinWindow(s, at('2025-05-10T08:00:00Z'))).toBe('open');
    expect(checkinWindow(s, at('2025-05-10T11:29:59Z'))).toBe('open');
    expect(checkinWindow(s, at('2025-05-10T11:30:00Z'))).toBe('closed');
  });
  it('says done for a learner who checked in, whatever the time', () => {
    expect(checkinState(s, true, at('2025-06-01T00:00:00Z'))).toBe('done');
    expect(checkinState(s, false, at('2025-06-01T00:00:00Z'))).toBe('missed');
  });
});

describe('pickSession', () => {
  const past = { id: 1, ...session('2025-05-09T08:30:00Z', '2025-05-09T11:30:00Z') };
  const open = { id: 2, ...session('2025-05-10T08:30:00Z', '2025-05-10T11:30:00Z') };
  const next = { id: 3, ...session('2025-05-11T08:30:00Z', '2025-05-11T11:30:00Z') };
  const later = { id: 4, ...session('2025-05-12T08:30:00Z', '2025-05-12T11:30:00Z') };
  it('prefers the open session, then the next one, then the latest past one', () => {
    expect(pickSession([past, open, next], at('2025-05-10T09:00:00Z'))?.id).toBe(2);
    expect(pickSession([later, past, next], at('2025-05-10T09:00:00Z'))?.id).toBe(3);
    expect(pickSession([past, open], at('2025-05-13T00:00:00Z'))?.id).toBe(2);
    expect(pickSession([], at('2025-05-13T00:00:00Z'))).toBeUndefined();
  });
});

describe('canSignup', () => {
  const row = { signupEndAt: at('2025-05-08T00:00:00Z'), endAt: at('2025-05-12T00:00:00Z'), seatsTotal: 10, seatsTaken: 9 };
  it('needs the sign-up period and a seat', () => {
    expect(canSignup(row, at('2025-05-07T00:00:00Z'))).toBe(true);
    expect(canSignup({ ...row, seatsTaken: 10 }, at('2025-05-07T00:00:00Z'))).toBe(false);
    expect(canSignup(row, at('2025-05-08T00:00:00Z'))).toBe(false);
  });
});
