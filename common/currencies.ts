// The currencies a studio may price in: the ISO 4217 codes Intl.supportedValuesOf('currency') lists
// in Node 20 (its ICU), each one the site and the emails can format. The settings schema and
// firestore.rules (isCurrency) take these codes and no others (tests/rules/shared-limits-drift.test.ts
// compares the two lists), and the settings screen offers exactly these.

/** The currency codes the studio's settings accept, sorted. */
export const CURRENCIES: readonly string[] = `
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF
CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD
HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD
LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP
PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT
TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF XSU YER ZAR ZMW ZWG ZWL
`
  .trim()
  .split(/\s+/);

const known = new Set(CURRENCIES);
export const isKnownCurrency = (code: string) => known.has(code);
