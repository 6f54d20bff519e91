import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRedirectPending,
  isInAppBrowser,
  isRedirectPending,
  markRedirectPending,
  popupFailureNeedsRedirect,
} from './redirect-sign-in';

const IN_APP = {
  Instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 622436451)',
  'Facebook (iOS)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.36.105;FBBV/587291640;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/80]',
  'Facebook (Android)':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/462.0.0.51.104;]',
  WhatsApp: 'WhatsApp/2.24.8.78 A',
  'TikTok (Android)':
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 musical_ly_2023405020 BytedanceWebview/d8a21c6',
  LINE: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  'Android WebView':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
};
const BROWSERS = {
  'Chrome (desktop)': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Safari (iPhone)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Chrome (Android)':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Firefox (desktop)': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('isInAppBrowser', () => {
  it.each(Object.entries(IN_APP))('recognises %s', (_, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(true);
  });

  it.each(Object.entries(BROWSERS))('leaves %s to the popup', (_, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(false);
  });
});

describe('popupFailureNeedsRedirect', () => {
  it('redirects when the popup was blocked or cannot open here', () => {
    expect(popupFailureNeedsRedirect({ code: 'auth/popup-blocked' })).toBe(true);
    expect(popupFailureNeedsRedirect({ code: 'auth/operation-not-supported-in-this-environment' })).toBe(true);
  });

  it('reports every other failure as it is (closed popup, network, internal)', () => {
    for (const code of [
      'auth/popup-closed-by-user',
      'auth/cancelled-popup-request',
      'auth/network-request-failed',
      'auth/internal-error',
    ]) {
      expect(popupFailureNeedsRedirect({ code })).toBe(false);
    }
    expect(popupFailureNeedsRedirect(new Error('boom'))).toBe(false);
    expect(popupFailureNeedsRedirect(null)).toBe(false);
  });
});

describe('the pending-redirect note', () => {
  afterEach(() => sessionStorage.clear());

  it('survives until cleared, in this tab’s session storage', () => {
    expect(isRedirectPending()).toBe(false);
    markRedirectPending();
    expect(isRedirectPending()).toBe(true);
    clearRedirectPending();
    expect(isRedirectPending()).toBe(false);
  });
});
