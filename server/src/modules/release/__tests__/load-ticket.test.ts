import { issueLoadTicket, networkOf, readLoadTicket } from '../load-ticket';

const SECRET = 'a-secret-of-the-site-for-tickets';
const now = new Date('2026-11-30T08:00:00Z');

test('every ticket has its own 16-character id, across refills of the id pool, and reads back with its network', () => {
  const tickets = Array.from({ length: 700 }, (_, i) => issueLoadTicket(SECRET, `10.0.${i % 3}.${i % 250}`, now));
  const read = tickets.map((ticket) => readLoadTicket(SECRET, ticket, now));
  expect(read.every((ticket) => ticket !== null && /^[A-Za-z0-9_-]{16}$/.test(ticket.id))).toBe(true);
  expect(new Set(read.map((ticket) => ticket?.id)).size).toBe(700);
  // One key per network, the same however often it is asked; another secret gives another key.
  expect(new Set(read.map((ticket) => ticket?.network)).size).toBe(3);
  expect(read[0]?.network).toBe(read[3]?.network);
  expect(readLoadTicket(SECRET, issueLoadTicket('another-secret-of-another-site', '10.0.0.1', now), now)).toBeNull();
  expect(readLoadTicket('another-secret-of-another-site', issueLoadTicket('another-secret-of-another-site', '10.0.0.1', now), now)?.network).not.toBe(read[0]?.network);
  expect(networkOf('10.0.0.1')).toBe('10.0.0.0/24');
});
