// Types the same value into a decimal, a percent and a euro field of the
// wasm engine in each locale, leaves each field, and compares its display
// with Intl.NumberFormat's for the same value in the same page (both fields keep two fraction digits once left). The result
// is window.result: { locales: [...], mismatches: [{locale, field, keypad,
// intl}], errors: [...] }.
import { Input, KeypadEngine } from "../../keypad.js";

const LOCALES = [
  "en_US", "en_GB", "en_IN", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "fr_CA", "es_ES",
  "es_MX", "pt_BR", "pt_PT", "it_IT", "nl_NL", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL",
  "cs_CZ", "sk_SK", "hu_HU", "ro_RO", "bg_BG", "ru_RU", "uk_UA", "el_GR", "tr_TR", "he_IL",
  "ar_EG", "ar_SA", "ar_AE", "fa_IR", "ur_PK", "hi_IN", "bn_BD", "mr_IN", "ta_IN", "th_TH",
  "ja_JP", "zh_CN", "zh_TW", "ko_KR", "vi_VN", "id_ID", "ms_MY", "lt_LT", "lv_LV", "et_EE",
  "sr_Latn_RS", "hr_HR", "sl_SI", "ca_ES", "en_ZA",
];

const FORM = JSON.stringify({
  title: "displays",
  fields: [
    { name: "number", maxIntegerDigits: 12, maxFractionDigits: 2 },
    { name: "percent", style: "percent", maxIntegerDigits: 12, maxFractionDigits: 2 },
    { name: "euro", style: "currency", currency: "EUR", maxIntegerDigits: 12 },
  ],
});

// What is typed in each field, and the value Intl formats for it.
const TYPED = ["1", "2", "3", "4", "5", "6", "7", "decimal", "5"];
const INTL = {
  number: (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format("1234567.5"),
  percent: (tag) =>
    new Intl.NumberFormat(tag, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format("12345.675"),
  euro: (tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" }).format("1234567.5"),
};

async function run() {
  const engine = await KeypadEngine.load("../../build/Keypad.wasm");
  const result = { locales: [], mismatches: [], errors: [] };
  for (const locale of LOCALES) {
    const tag = locale.replaceAll("_", "-");
    if (Intl.NumberFormat.supportedLocalesOf([tag]).length === 0) {
      result.errors.push({ locale, error: "not supported by this browser's Intl" });
      continue;
    }
    await engine.prepare(locale);
    const opened = engine.open({ locale, formText: FORM, formName: "displays.json" });
    if (!opened.ok) {
      result.errors.push({ locale, error: opened.error });
      continue;
    }
    const form = opened.session;
    let state = opened.state;
    for (const field of ["number", "percent", "euro"]) {
      state = form.apply(Input.focus, { text: field });
      for (const key of TYPED) state = form.apply(Input.key, { text: key });
      state = form.apply(Input.dismiss);
      const keypad = state.fields.find((f) => f.name === field).display;
      const intl = INTL[field](tag);
      if (keypad !== intl) result.mismatches.push({ locale, field, keypad, intl });
    }
    form.close();
    result.locales.push(locale);
  }
  return result;
}

run().then(
  (result) => { window.result = result; },
  (error) => { window.result = { fatal: String(error && error.stack || error) }; },
);
