import { describe, expect, it } from 'vitest';
import { freshTestDb } from '@/tests/api/test-db';
import { extractTicket, makeTicket, readTicket } from './ticket';

describe('training e-tickets', () => {
  const t = freshTestDb();

  it('reads back the sign-up id of a ticket it made, and nothing from an altered one', async () => {
    const ticket = await makeTicket(t.db, 42);
    expect(ticket).toMatch(/^42\.[A-Za-z0-9_-]{32}$/);
    expect(await readTicket(t.db, ticket)).toBe(42);
    expect(await readTicket(t.db, ticket.replace(/^42/, '43'))).toBeNull();
    const last = ticket.at(-1) === 'A' ? 'B' : 'A';
    expect(await readTicket(t.db, ticket.slice(0, -1) + last)).toBeNull();
    expect(await readTicket(t.db, '42')).toBeNull();
    expect(await readTicket(t.db, '')).toBeNull();
  });

  it('takes a ticket from the link the QR code holds', () => {
    expect(extractTicket('https://x.test/training/attend?ticket=5.abc')).toBe('5.abc');
    expect(extractTicket('  5.abc ')).toBe('5.abc');
    expect(extractTicket('/training/attend?x=1&ticket=5.a%2Db')).toBe('5.a-b');
  });
});
