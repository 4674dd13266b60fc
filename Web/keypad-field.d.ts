// Types of Web/keypad-field.js, the package's main module: the custom
// elements <keypad-field> and <keypad-pad>, defined once the WebAssembly
// engine (build/Keypad.wasm, found beside the module) has loaded.
//
//   <script type="module" src="node_modules/keypad-web/keypad-field.js"></script>
//   <form>
//     <label for="amount">Amount</label>
//     <keypad-field id="amount" name="amount" currency="EUR" number-style="currency" required></keypad-field>
//     <keypad-pad></keypad-pad>
//   </form>

/**
 * What a `<keypad-field>` holds, its `kind` attribute:
 *
 * - `"decimal"`: a decimal number (the default), typed calculator style or
 *   in cents; value `"1234.5"`.
 * - `"digits"`: digits in a `pattern` (`"### ###"`); value the digits,
 *   leading zeros kept (`"0042"`).
 * - `"code"`: a code such as a PIN, of a fixed `length` or up to
 *   `max-length`, shown as `•` when `secure`; value the digits.
 * - `"card"`: a payment card number, grouped as its brand prints it;
 *   value the digits (`"4111111111111111"`).
 * - `"expiry"`: a card's expiry date, `MM/YY`; value year and month
 *   (`"2027-12"`).
 * - `"security-code"`: a card's security code, 3 digits or 4 for an
 *   American Express number in its `card` field; value the digits.
 * - `"date"`: a date in the locale's order and calendar; value the
 *   Gregorian date in ISO 8601 (`"2026-12-25"`).
 * - `"time"`: a time of day in the locale's hour cycle, its day period on a
 *   12-hour clock chosen by the pad's day-period key or a typed `a` or `p`;
 *   value the time on ISO 8601's 24-hour clock (`"19:30"`, `"19:30:05"`
 *   with `seconds`).
 * - `"duration"`: a length of time typed as on a kitchen timer, digits
 *   filling its `units` from the right (`1`, `3`, `0` is `1:30`), shown at
 *   rest in the locale's units (`1 min, 30 sec`); value the ISO 8601
 *   duration (`"PT1M30S"`).
 * - `"phone"`: a phone number in the field's `region`; value E.164
 *   (`"+493012345678"`). The browser's engine has no libphonenumber: a
 *   phone field is the error `form-phone-unavailable` (`keypad-error`).
 */
export type KeypadKind =
  | "decimal"
  | "digits"
  | "code"
  | "card"
  | "expiry"
  | "security-code"
  | "date"
  | "time"
  | "duration"
  | "phone";

/**
 * The custom states of a `<keypad-field>`, which a stylesheet matches with
 * `:state(...)` (`keypad-field:state(invalid) { outline: 2px solid red }`).
 */
export type KeypadFieldCustomState = "empty" | "invalid" | "refused" | "error";

/**
 * The attributes of `<keypad-field>`, as HTML gives them: a string, or for
 * a boolean attribute its presence (`true`). The engine's options are the
 * form file's keys (docs/form-files.md) in kebab-case; which ones apply
 * depends on `kind`, and one that does not apply, or a value the engine
 * refuses, is a `keypad-error` (`form-invalid-value`). The form file's
 * `tag` is the document order, its `label` a `<label>`, its `enabled`
 * HTML's `disabled`.
 */
export interface KeypadFieldAttributes {
  /** What the field holds; `"decimal"` when absent. */
  kind?: KeypadKind;
  /** The name the form submits the value under. */
  name?: string;
  /** The initial value, as the form submits it (`"12.50"`, `"2026-12-25"`); it must fit the field's rules. */
  value?: string;
  /** The ICU locale id the field types and shows in (`"de-DE"`, `"th_TH@calendar=gregorian"`); when absent, the nearest `lang`, else the browser's language. */
  locale?: string;
  /** Whether Done (and the form's validation) refuses the field empty. */
  required?: boolean;
  /** Whether the field is disabled: it takes no keys, leaves the Next chain and validation, and is not submitted. */
  disabled?: boolean;
  /** Whether the field shows its value and takes the focus but no edit. */
  readonly?: boolean;
  /** The text shown while the field is empty. */
  placeholder?: string;
  /**
   * The system keyboard to ask for while no `<keypad-pad>` is on the page,
   * instead of the kind's (`decimal`, `numeric`): `text` gives iOS users a
   * minus key.
   */
  inputmode?: "none" | "text" | "decimal" | "numeric" | "tel";
  /**
   * Whether the field is hidden: Next and Previous skip it and Done does
   * not validate it; as a hidden input's, its value is still submitted.
   */
  hidden?: boolean;
  /** Decimal: the most digits before the separator, 1 to 64; `"12"` by default. */
  "max-integer-digits"?: string;
  /** Decimal: the most digits after the separator, 0 to 32 (in cents entry, the fixed fraction); the currency's digits, else `"2"`, by default. */
  "max-fraction-digits"?: string;
  /** Decimal: whether the sign key works, so that the value may be negative. */
  "allow-negative"?: boolean;
  /** Decimal: `"decimal"` (calculator style, the default) or `"cents"` (digits shifting in from the right). */
  entry?: "decimal" | "cents";
  /** Decimal: the inclusive lower bound, a decimal (`"-100"`); date: an ISO date (`"2026-11-23"`) or `"today"`; time: an ISO time (`"08:00"`). What a decimal below it does is `bounds`. */
  min?: string;
  /** Decimal: the inclusive upper bound, a decimal (`"12.50"`); date: an ISO date or `"today"`; time: an ISO time (`"20:00"`); duration: an ISO 8601 duration (`"PT2H"`), Done refusing a longer one (`duration-too-long`, `rangeOverflow`). What a decimal above it does is `bounds`. */
  max?: string;
  /** Decimal: what a value beyond `min` or `max` does: `"refuse"` the key (the default), `"clamp"` it on leaving the field, or `"report"` it at Done. */
  bounds?: "refuse" | "clamp" | "report";
  /** Decimal: the decimal key when the number has a separator: refused (`"duplicate-decimal"`, the default), or the caret `"jump"`s right after the separator. */
  "second-decimal"?: "duplicate-decimal" | "jump";
  /** Decimal: an ISO 4217 currency code (`"EUR"`), whose fraction digits apply. */
  currency?: string;
  /** Decimal: how the number is shown: `"decimal"` (`1,234.5`, the default), `"currency"` (`$1,234.50`, needs `currency`) or `"percent"` (`12.5%`, the number typed). The form file's `style`, renamed since `style` is HTML's. */
  "number-style"?: "decimal" | "currency" | "percent";
  /** Decimal, currency style: `"symbol"` (`US$`, the default), `"narrow"` (`$`) or `"code"` (`USD`). */
  "currency-display"?: "symbol" | "narrow" | "code";
  /** Decimal, currency style: whether negatives take the locale's accounting form (`($1.00)`). */
  accounting?: boolean;
  /** Decimal: a CLDR unit of measure (`"kilometer"`, `"celsius"`, `"kilometer-per-hour"`) shown around the number as Intl writes it (`12,5 km`); the value stays the number. Intl formats ECMA-402's sanctioned units and their `-per-` compounds only: another is refused (`form-unit-unavailable`). Not with `currency` or a `number-style` of `"currency"` or `"percent"`. */
  unit?: string;
  /** Decimal, with `unit`: `"short"` (`12.5 km`, the default), `"narrow"` (`12.5km`) or `"long"` (`12.5 kilometers`). */
  "unit-width"?: "short" | "narrow" | "long";
  /** Decimal: what increment and decrement add and take away, a decimal above 0; `"1"` by default. Time: the minutes between the times Done takes, from `min` (else midnight), 1 to 1440 (`"15"`: :00, :15, :30, :45). */
  step?: string;
  /** Digits: `#` a digit slot, anything else literal text (`"### ###"`, `"##-####-##"`), 1 to 64 slots. */
  pattern?: string;
  /** Digits and code: the fewest digits Done takes (`too-short`); `max-length` by default. */
  "min-length"?: string;
  /** Digits and code: the most digits the field takes; the pattern's slots by default. */
  "max-length"?: string;
  /** Code: its fixed number of digits, 1 to 64; a code needs `length` or `max-length`, and takes `length` without `min-length` and `max-length`. */
  length?: string;
  /** Code: whether each digit shows as `•`, so that neither the display nor what is spoken holds the digits. */
  secure?: boolean;
  /** Security code: the `name` of its card field (a `<keypad-field kind="card">`); Done then wants 4 digits for an American Express number, else 3. */
  card?: string;
  /** Phone: the two-letter region whose numbers the field reads (`"DE"`); the locale's region by default. */
  region?: string;
  /** Time: whether seconds are typed too (`"19:30:05"`). */
  seconds?: boolean;
  /** Duration: the units typed, two digits each: `"h:m:s"` (the default), `"m:s"` or `"h:m"`. */
  units?: "h:m:s" | "m:s" | "h:m";
  /** Digits, code, card, expiry, security code, date, time and duration: whether the focus moves to the next field once the field is full (never submitting by itself). */
  advance?: boolean;
}

/** The attributes of `<keypad-pad>`. */
export interface KeypadPadAttributes {
  /** Whether the pad is hidden. */
  hidden?: boolean;
}

/** The `detail` of a `keypad-refuse` event: why a key, a paste or a value was refused. */
export interface KeypadRefuseDetail {
  /** The refusal's stable code (`"duplicate-decimal"`, `"max-length"`, `"above-max"`, `"unparseable"`, ...). */
  code: string;
  /** The refusal in words. */
  message: string;
}

/** The `detail` of a `keypad-error` event, and what `ready` rejects with: why the field, or the module, cannot work. */
export interface KeypadErrorDetail {
  /** The error's stable code (`"unknown-locale"`, `"form-invalid-value"`, ...). */
  code: string;
  /** The error in words; the field shows it. */
  message: string;
}

/** The `detail` of a `keypad-submit` event: the values Done submitted. */
export interface KeypadSubmitDetail {
  /** Each field's value by its `name`, as `value` gives it (`""` when empty); disabled and hidden fields are left out. */
  values: Record<string, string>;
}

/** The events of `<keypad-field>`, by type, for `addEventListener`. */
export interface KeypadFieldEventMap extends HTMLElementEventMap {
  /** After each accepted edit (a key, typed characters, a paste, undo); bubbles. */
  input: Event;
  /** When the value is committed: the focus leaves the field, Enter, Done; bubbles. */
  change: Event;
  /** A key, a paste or a value set from script was refused and changed nothing; `detail` says why. While it shows, the field has the state `refused`. */
  "keypad-refuse": CustomEvent<KeypadRefuseDetail>;
  /** The field cannot work (an unknown locale, an attribute the engine refuses): it shows the message, takes no keys and has the state `error`. */
  "keypad-error": CustomEvent<KeypadErrorDetail>;
  /** Done submitted the form's fields: fired on the field whose Done it was, bubbling, just before the form's own `requestSubmit()`. */
  "keypad-submit": CustomEvent<KeypadSubmitDetail>;
}

/**
 * `<keypad-field>`: a form-associated field typed on Keypad's engine,
 * with a locale's digits, separators and rules, on the keyboard or on a
 * `<keypad-pad>`. It takes part in its form as an `<input>` does: its
 * `name` and `value` are submitted, its constraints validated.
 *
 * Custom states, for a stylesheet's `:state(...)`:
 * - `:state(empty)`: the field has no value.
 * - `:state(invalid)`: the field fails its constraints (`validity.valid` is false).
 * - `:state(refused)`: briefly, after a refused key, paste or value (`keypad-refuse`).
 * - `:state(error)`: the field cannot work (`keypad-error`) and shows why.
 *
 * Events: `input`, `change`, `keypad-refuse`, `keypad-error`,
 * `keypad-submit` (see `KeypadFieldEventMap`).
 */
export declare class KeypadFieldElement extends HTMLElement {
  /** `true`: the element takes part in forms (ElementInternals). */
  static readonly formAssociated: true;

  /**
   * The value exactly as the form submits it: `"1234.5"`, `"2026-12-25"`,
   * `"4111111111111111"`, `"2027-12"`; `""` while the field is empty.
   * Setting it reads the text as the field's value (a decimal exactly,
   * another kind's as a paste); a value the field cannot take fires
   * `keypad-refuse` and changes nothing.
   */
  value: string;
  /** The initial value: reflects the `value` attribute. */
  defaultValue: string;
  /** A decimal field's value as a number; `NaN` for the other kinds or while empty. Setting it sets `value`. */
  valueAsNumber: number;
  /** The text the field shows (`"1.234,50 €"`, `"Dec 25, 2026"`, `"•••"` for a secure code). */
  readonly display: string;
  /** What the field holds: reflects the `kind` attribute. */
  kind: KeypadKind;
  /** The name the value is submitted under: reflects the `name` attribute. */
  name: string;
  /** Whether the field must have a value: reflects the `required` attribute. */
  required: boolean;
  /** Whether the field is disabled: reflects the `disabled` attribute. */
  disabled: boolean;
  /** Whether the field takes no edit: reflects the `readonly` attribute. */
  readOnly: boolean;
  /** The text shown while the field is empty: reflects the `placeholder` attribute. */
  placeholder: string;
  /** The locale asked for: reflects the `locale` attribute (`""` when absent). */
  locale: string;
  /** The ICU locale id in use (`"de_DE"`): the `locale` attribute, else the nearest `lang`, else the browser's language. */
  readonly resolvedLocale: string;
  /** The form the field belongs to, or `null`. */
  readonly form: HTMLFormElement | null;
  /** The `<label>` elements of the field. */
  readonly labels: NodeList;
  /** `"keypad-field"`, as `<input>`'s `type` names its kind of control. */
  readonly type: "keypad-field";
  /** The field's validity, as the form's validation sees it. */
  readonly validity: ValidityState;
  /** The message validation would show for the field; `""` when it is valid. */
  readonly validationMessage: string;
  /** Whether the field is validated when its form is submitted. */
  readonly willValidate: boolean;

  /** Whether the field is valid; fires `invalid` at it when it is not. */
  checkValidity(): boolean;
  /** As `checkValidity()`, and shows the problem to the user. */
  reportValidity(): boolean;
  /** Sets a custom validity message; `""` clears it. */
  setCustomValidity(message: string): void;
  /** Selects the field's whole text. */
  select(): void;
  /**
   * Where the selection starts in `display` (UTF-16 offsets), as the engine
   * holds it: where the next key goes.
   */
  readonly selectionStart: number;
  /** Where the selection ends in `display` (UTF-16 offsets). */
  readonly selectionEnd: number;
  /**
   * Selects a UTF-16 range of `display`, as an input's `setSelectionRange`
   * does; the engine puts its ends on caret stops (never inside a currency
   * symbol).
   */
  setSelectionRange(start: number, end: number): void;
  /** Focuses the field, which makes it the field the `<keypad-pad>` serves. */
  focus(options?: FocusOptions): void;

  /** Listens for one of the field's events, typed by `KeypadFieldEventMap`. */
  addEventListener<K extends keyof KeypadFieldEventMap>(
    type: K,
    listener: (this: KeypadFieldElement, event: KeypadFieldEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens for an event of any other type. */
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Stops listening for one of the field's events. */
  removeEventListener<K extends keyof KeypadFieldEventMap>(
    type: K,
    listener: (this: KeypadFieldElement, event: KeypadFieldEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Stops listening for an event of any other type. */
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * `<keypad-pad>`: the on-page number pad, in the locale of the field it
 * serves: whichever `<keypad-field>` has the focus.
 */
export declare class KeypadPadElement extends HTMLElement {
  /** The field the pad serves now, or `null` while no `<keypad-field>` has the focus. */
  readonly field: KeypadFieldElement | null;
}

/**
 * Resolves once both elements are defined and the fields take keys (the
 * engine has loaded); rejects with a `KeypadErrorDetail` (`{ code,
 * message }`) when the module cannot load.
 */
export declare const ready: Promise<void>;

declare global {
  interface HTMLElementTagNameMap {
    /** A Keypad field (`KeypadFieldElement`). */
    "keypad-field": KeypadFieldElement;
    /** A Keypad number pad (`KeypadPadElement`). */
    "keypad-pad": KeypadPadElement;
  }
}
