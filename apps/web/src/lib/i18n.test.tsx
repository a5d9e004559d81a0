// The language machinery: where the first language comes from, switching (catalogue loaded once,
// <html lang>), typed namespaces, rich texts, and the API's English texts shown translated.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/auth.json';
import legalEn from '../locales/en/legal.json';
import { deviceLanguage, i18n, setLanguage, startLanguage, defineTexts } from './i18n';
import { serverText } from './server-text';

const auth = defineTexts('auth', en);
const legal = defineTexts('legal', legalEn);

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
  localStorage.clear();
});

describe('the first language', () => {
  it("is the first of the browser's languages the app speaks", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'hi-IN', 'en-US']);
    expect(deviceLanguage()).toBe('hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'hi']);
    expect(deviceLanguage()).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN']);
    expect(deviceLanguage()).toBe('en');
  });

  it('is the one last used on this device once there is one', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await setLanguage('hi');
    expect(deviceLanguage()).toBe('hi');
  });

  it("is told to the server in a cookie, which then lists the language's catalogue in the page", async () => {
    await setLanguage('hi');
    expect(document.cookie).toContain('rhythmfit-language=hi');
    await setLanguage('en');
    expect(document.cookie).toContain('rhythmfit-language=en');
    expect(document.cookie).not.toContain('rhythmfit-language=hi');
  });

  it('starts English at once, another language once its catalogue is here', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(startLanguage()).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    const ready = startLanguage();
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});

describe('switching', () => {
  it('translates every key of a namespace and sets <html lang>', async () => {
    expect(auth('signIn.title')).toBe('Sign in');
    expect(auth('otp.shown', { otp: '123456' })).toBe('Your OTP is 123456');
    await setLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(auth('signIn.title')).toBe('साइन इन करें');
    expect(auth('otp.shown', { otp: '123456' })).toBe('आपका OTP है 123456');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(auth('signIn.title')).toBe('Sign in');
  });

  it('lets the latest of two quick choices win', async () => {
    const first = setLanguage('hi');
    const second = setLanguage('en');
    await Promise.all([first, second]);
    expect(i18n.locale).toBe('en');
  });

  it('renders a text with an element inside it, wherever the language puts it', async () => {
    const { rerender } = render(<p>{auth.rich('signIn.newHere', { 0: <a href="/register" /> })}</p>);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/New here\?/)).toBeInTheDocument();
    await setLanguage('hi');
    rerender(<p>{auth.rich('signIn.newHere', { 0: <a href="/register" /> })}</p>);
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toBeInTheDocument();
  });

  it('the pseudo language stretches and marks every text', async () => {
    await setLanguage('en-XA');
    const text = auth('signIn.title');
    expect(text).toMatch(/^⟦Šíĝñ íñ~+⟧$/);
    expect(auth('otp.shown', { otp: '42' })).toContain('42');
    expect(document.documentElement.lang).toBe('en');
  });

  it("the pseudo language's padding stays outside a numbered tag that ends a piece", async () => {
    await setLanguage('en-XA');
    // "Questions about privacy? Contact us at <0>{email}</0>.": the link holds the address alone.
    render(<p>{legal.rich('privacy.contact', { 0: <a href="mailto:help@example.com" /> }, { email: 'help@example.com' })}</p>);
    expect(screen.getByRole('link').textContent).toBe('help@example.com');
    expect(screen.getByText(/Çóñŧáçŧ úš áŧ ~+/)).toBeInTheDocument();
  });

  it("the pseudo language's padding comes in words that wrap on a phone", async () => {
    await setLanguage('en-XA');
    // "{appName} does not collect, store or share ...": 40% of its 100 letters, in words of at most 8.
    const padding = legal('privacy.noCollection', { appName: 'RhythmFit' }).match(/[~ ]+⟧$/)![0];
    expect(padding.length).toBeGreaterThan(20);
    expect(
      padding
        .replace('⟧', '')
        .trim()
        .split(' ')
        .every((word) => word.length <= 8),
    ).toBe(true);
  });
});

describe("the API's English texts", () => {
  it('are shown as they came in English', () => {
    expect(serverText('Please enter a valid 10-digit mobile number.')).toBe('Please enter a valid 10-digit mobile number.');
    expect(serverText('Something only the server says', 'rate_limited')).toBe('Something only the server says');
  });

  it('are translated in Hindi, with their values, or by their code, or left as they are', async () => {
    await setLanguage('hi');
    expect(serverText('Please enter a valid 10-digit mobile number.')).toBe('कृपया 10 अंकों का सही मोबाइल नंबर डालें।');
    expect(serverText('Password must be at least 8 characters')).toBe('पासवर्ड कम से कम 8 अक्षर का होना चाहिए');
    expect(serverText('Too many requests from 10.0.0.1, wait 30 s', 'rate_limited')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। थोड़ा रुककर फिर से कोशिश करें।',
    );
    expect(serverText('A message nobody translated', 'unknown_code')).toBe('A message nobody translated');
  });
});
