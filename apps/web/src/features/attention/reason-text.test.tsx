// Needs attention's sentences written by the web from the reasons' figures (issue 43): in English
// exactly the API's sentences (contracts' attentionText) for every code, and in Hindi.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_CODES, attentionText, type AttentionCode, type AttentionMember } from '@rhythmfit/contracts';
import { setLanguage } from '../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../test/render';
import { NeedsAttention } from './components/needs-attention';
import { reasonText } from './texts';

type Extra = { previous?: number | null; after?: string };
/** Figures each code meets: one and many, decimals, at and either side of the threshold. */
const CASES: Record<AttentionCode, [value: number, threshold: number, extra?: Extra][]> = {
  no_logs: [
    [1, 3],
    [3, 3],
    [12, 3],
    [1200, 3],
  ],
  long_eating_window: [
    [14.5, 14],
    [15.333333, 14.25],
    [16, 14],
  ],
  irregular_sleep: [
    [40, 60, { previous: null }],
    [59.7, 60, { previous: 90 }],
    [70, 60, { previous: 90 }],
    [-12.345, 60, { previous: 5 }],
    [85, 60, { previous: 100 }],
  ],
  late_dinner: [
    [4, 4, { after: '20:00' }],
    [7, 4, { after: '21:30' }],
    [1, 1, { after: '19:45' }],
  ],
  weight_gain: [
    [2, 2],
    [2.5, 2],
    [3.14159, 1.5],
  ],
  missed_workouts: [
    [1, 1],
    [2, 2],
    [5, 2],
  ],
  missed_appointment: [
    [1, 1],
    [2, 1],
    [0, 1],
    [11, 1],
  ],
  missed_check_in: [
    [1, 1],
    [2, 1],
    [4, 1],
  ],
};

const reason = (code: AttentionCode, value: number, threshold: number, extra: Extra = {}) => ({
  code,
  value,
  threshold,
  text: attentionText(code, value, threshold, extra),
  previous: code === 'irregular_sleep' ? (extra.previous ?? null) : undefined,
  after: extra.after,
});

describe("Needs attention's sentences", () => {
  afterEach(async () => {
    await setLanguage('en');
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('covers every code', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ATTENTION_CODES].sort());
  });

  it('are in English exactly the API sentences, for every code', () => {
    for (const code of ATTENTION_CODES) {
      for (const [value, threshold, extra] of CASES[code]) {
        const r = reason(code, value, threshold, extra);
        expect(reasonText({ ...r, text: 'not used' }), `${code} ${value}`).toBe(r.text);
      }
    }
  });

  it('show the API sentence when an answer lacks the figures a sentence needs', () => {
    expect(reasonText({ code: 'late_dinner', value: 4, threshold: 4, text: 'from the API' })).toBe('from the API');
    expect(reasonText({ code: 'irregular_sleep', value: 40, threshold: 60, text: 'from the API' })).toBe('from the API');
  });

  it('are in Hindi, with the numbers and the plural forms', async () => {
    await setLanguage('hi');
    const hi = (code: AttentionCode, value: number, threshold: number, extra?: Extra) => reasonText(reason(code, value, threshold, extra));
    expect(hi('no_logs', 5, 3)).toBe('5 दिन से कोई लॉग नहीं (3 दिन होने पर ध्यान दें)।');
    expect(hi('long_eating_window', 14.5, 14)).toBe(
      'खाने का समय 14.5 घंटे में फैला (लॉग किए गए पिछले दिनों का मीडियन; 14 घंटे से ज़्यादा होने पर ध्यान दें)।',
    );
    expect(hi('irregular_sleep', 40, 60, { previous: null })).toBe(
      'पिछले 14 दिनों में नींद की नियमितता 40 रही (SRI, -100 से 100; 60 से कम होने पर ध्यान दें)।',
    );
    expect(hi('irregular_sleep', 85, 60, { previous: 100 })).toBe(
      'नींद की नियमितता उससे पहले के 14 दिनों के 100 से घटकर 85 हो गई (SRI, -100 से 100)।',
    );
    expect(hi('late_dinner', 5, 4, { after: '21:00' })).toBe('पिछले 7 में से 5 दिन डिनर 21:00 के बाद हुआ (4 दिन होने पर ध्यान दें)।');
    expect(hi('weight_gain', 2.5, 2)).toBe('पिछली दो मासिक एंट्री के बीच वज़न 2.5 किलो बढ़ा (2 किलो होने पर ध्यान दें)।');
    expect(hi('missed_workouts', 1, 1)).toBe('पिछले 7 दिनों में 1 workout छूट गया (1 होने पर ध्यान दें)।');
    expect(hi('missed_workouts', 3, 2)).toBe('पिछले 7 दिनों में 3 workout छूट गए (2 होने पर ध्यान दें)।');
    expect(hi('missed_appointment', 1, 1)).toBe('पिछले 14 दिनों में एक अपॉइंटमेंट छूट गया।');
    expect(hi('missed_appointment', 2, 1)).toBe('पिछले 14 दिनों में 2 अपॉइंटमेंट छूट गए।');
    expect(hi('missed_check_in', 1, 1)).toBe('पिछला साप्ताहिक चेक-इन नहीं भेजा।');
    expect(hi('missed_check_in', 3, 1)).toBe('पिछले 3 साप्ताहिक चेक-इन नहीं भेजे।');
  });

  it('are shown in Hindi on the coach screen, with every reason named in Hindi', async () => {
    await setLanguage('hi');
    const members: AttentionMember[] = [
      {
        user: { id: 5, name: 'Meera Shah', mobile: '9876543210' },
        reasons: [
          { ...reason('missed_workouts', 3, 2), since: null },
          { ...reason('late_dinner', 4, 4, { after: '20:00' }), since: '2026-11-19' },
          { ...reason('missed_check_in', 1, 1), since: null },
        ],
      },
    ];
    localStorage.setItem('token', 'coach-token');
    localStorage.setItem('userId', '1');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/attention': () => ({ body: members }) }).fetchMock);
    renderWithProviders(<NeedsAttention />);
    expect(await screen.findByText('पिछले 7 दिनों में 3 workout छूट गए (2 होने पर ध्यान दें)।')).toBeTruthy();
    expect(screen.getByText('पिछले 7 में से 4 दिन डिनर 20:00 के बाद हुआ (4 दिन होने पर ध्यान दें)।')).toBeTruthy();
    expect(screen.getByText('पिछला साप्ताहिक चेक-इन नहीं भेजा।')).toBeTruthy();
    expect(screen.getByText('workout छूटे')).toBeTruthy();
    expect(screen.getByText('चेक-इन छूटा')).toBeTruthy();
    expect(screen.queryByText(/Missed|Dinner after/)).toBeNull();
  });
});
