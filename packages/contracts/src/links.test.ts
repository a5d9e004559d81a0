import { describe, expect, it } from 'vitest';
import { BookingLinkBodySchema, linkProblem } from './coaching.js';

describe('meeting and video links', () => {
  it.each([
    'https://meet.google.com/abc-defg-hij',
    'https://us02web.zoom.us/j/123?pwd=x',
    'https://teams.microsoft.com/l/meetup-join/x',
    'https://xn--80ak6aa92e.xn--p1ai/room',
    'HTTPS://Meet.Example.com/x',
  ])('accepts %s', (link) => expect(linkProblem(link)).toBeNull());

  it.each([
    ['https:alert(1)', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://meet.example.com/x', 'scheme'],
    ['ftp://files.example.com', 'scheme'],
    ['https://localhost/x', 'host'],
    ['https://app.localhost/x', 'host'],
    ['https://127.0.0.1/x', 'host'],
    ['https://10.0.0.5:8443/x', 'host'],
    ['https://[::1]/x', 'host'],
    ['https://0x7f000001/', 'host'],
    ['https://intranet/x', 'host'],
    ['https://user:pass@meet.example.com/x', 'host'],
    ['https://meet.example.c0m/x', 'host'],
  ])('refuses %s (%s)', (link, problem) => expect(linkProblem(link)).toBe(problem));

  it('answers clear messages through the schema', () => {
    const scheme = BookingLinkBodySchema.safeParse('https:alert(1)');
    expect(scheme.success).toBe(false);
    expect(scheme.error?.issues[0]?.message).toBe('meeting link must be an https:// link');
    const host = BookingLinkBodySchema.safeParse('https://localhost/room');
    expect(host.error?.issues.map((i) => i.message)).toEqual([
      'meeting link must point to a public web address (not localhost or an IP address)',
    ]);
    expect(BookingLinkBodySchema.parse('')).toBeNull();
  });
});
