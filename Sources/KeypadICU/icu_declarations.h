// Keypad's own declarations of the part of ICU's stable C API it uses, for
// building without ICU's headers (Apple's libicucore ships none).
//
// Exactly the types, constants and functions the library calls, as ICU 72's
// headers declare them. Tests/ICUDeclarationsCheck compiles them against
// ICU's real headers: every constant's value and every type's size in a
// static assertion, every function's signature as a redeclaration of ICU's
// own, so a wrong value or parameter fails that build.
//
// Link names: ICU on Linux exports `unum_open` as `unum_open_72`; Apple's
// libicucore exports it as `unum_open`. `KEYPAD_ICU_SYMBOL_SUFFIX` holds the
// suffix (`_72`, or nothing), set by Package.swift, and each function is
// bound to its exported name with an assembler label, so the source calls
// `unum_open` either way.
//
// To use another ICU function: add one KEYPAD_ICU_FUNCTION line below,
// under its ICU header's name, copying its declaration from that header.
// A new type or constant goes in the types section, and its name in
// Tests/ICUDeclarationsCheck/check_constants.c (that build fails until it
// is there). An ICU header not used yet goes in icu_api.h and in both files
// of Tests/ICUDeclarationsCheck. Then run `.ci/icu-functions.sh`, which
// writes README's and LocaleData's list of functions from this file.
// ICUDeclarationsTests fails while a function called in Sources/KeypadICU is
// not declared here, or a declared one is no longer called.

#ifndef KEYPAD_ICU_DECLARATIONS_H
#define KEYPAD_ICU_DECLARATIONS_H

#include <float.h>
#include <stdint.h>

#ifndef KEYPAD_ICU_SYMBOL_SUFFIX
#define KEYPAD_ICU_SYMBOL_SUFFIX
#endif

#define KEYPAD_ICU_STRING_(text) #text
#define KEYPAD_ICU_STRING(text) KEYPAD_ICU_STRING_(text)

/// Declares an ICU function under its C name, linked to the symbol ICU
/// exports: the platform's label prefix (`_` on Apple), the name, then
/// the version suffix.
#define KEYPAD_ICU_FUNCTION(result, name, parameters)                             \
  result name parameters __asm__(KEYPAD_ICU_STRING(__USER_LABEL_PREFIX__) #name \
                                 KEYPAD_ICU_STRING(KEYPAD_ICU_SYMBOL_SUFFIX));

#ifdef __cplusplus
extern "C" {
#endif

// The checks against ICU's headers take the types and the functions apart.
#ifndef KEYPAD_ICU_DECLARATIONS_FUNCTIONS_ONLY

// MARK: Types and constants (utypes.h, umachine.h, uloc.h, unum.h, ...)

/// A UTF-16 code unit (`char16_t` in C++, the same 16 bits).
typedef uint16_t UChar;
/// ICU's boolean: 0 or 1 in 8 bits.
typedef int8_t UBool;
/// Milliseconds since 1970 as a double.
typedef double UDate;
/// A Unicode code point.
typedef int32_t UChar32;

/// The latest and earliest dates, for `ucurr_isAvailable` at any time.
#define U_DATE_MAX DBL_MAX
#define U_DATE_MIN -U_DATE_MAX

/// The status of every call; only the values Keypad tests or sets.
typedef enum UErrorCode {
  U_USING_DEFAULT_WARNING = -127,
  U_STRING_NOT_TERMINATED_WARNING = -124,
  U_ZERO_ERROR = 0,
  U_ILLEGAL_ARGUMENT_ERROR = 1,
  U_MISSING_RESOURCE_ERROR = 2,
  U_MEMORY_ALLOCATION_ERROR = 7,
  U_BUFFER_OVERFLOW_ERROR = 15,
} UErrorCode;

#define U_SUCCESS(x) ((x)<=U_ZERO_ERROR)
#define U_FAILURE(x) ((x)>U_ZERO_ERROR)

/// The styles of `unum_open`; Keypad opens spellout only.
typedef enum UNumberFormatStyle {
  UNUM_SPELLOUT = 5,
} UNumberFormatStyle;

/// Which locale of a service's data `unum_getLocaleByType` reports.
typedef enum ULocDataLocaleType {
  ULOC_ACTUAL_LOCALE = 0,
} ULocDataLocaleType;

/// The general categories of characters (`u_charType`); Keypad asks for
/// decimal digits only.
typedef enum UCharCategory {
  U_DECIMAL_DIGIT_NUMBER = 9,
} UCharCategory;

/// The styles of `udat_open`: Keypad's own pattern, or a date alone in
/// the full or medium style.
typedef enum UDateFormatStyle {
  UDAT_FULL = 0,
  UDAT_MEDIUM = 2,
  UDAT_NONE = -1,
  UDAT_PATTERN = -2,
} UDateFormatStyle;

/// The calendars of `ucal_open`: the locale's own, or the Gregorian one.
typedef enum UCalendarType {
  UCAL_DEFAULT = 0,
  UCAL_GREGORIAN = 1,
} UCalendarType;

/// The fields of a calendar Keypad reads and sets (`ucal_get`).
typedef enum UCalendarDateFields {
  UCAL_ERA = 0,
  UCAL_YEAR = 1,
  UCAL_MONTH = 2,
  UCAL_DATE = 5,
} UCalendarDateFields;

/// Which limit of a field `ucal_getLimit` gives.
typedef enum UCalendarLimitType {
  UCAL_MINIMUM = 0,
  UCAL_MAXIMUM = 1,
  UCAL_ACTUAL_MAXIMUM = 5,
} UCalendarLimitType;

/// The fields of a formatted date Keypad looks for
/// (`ufieldpositer_next`).
typedef enum UDateFormatField {
  UDAT_YEAR_FIELD = 1,
} UDateFormatField;

/// The symbols of a date format Keypad reads (`udat_getSymbols`): the day
/// periods, AM and PM.
typedef enum UDateFormatSymbolType {
  UDAT_AM_PMS = 5,
} UDateFormatSymbolType;

/// The types of list `ulistfmt_openForType` opens: Keypad joins units.
typedef enum UListFormatterType {
  ULISTFMT_TYPE_UNITS = 2,
} UListFormatterType;

/// The widths of a list's patterns (`ulistfmt_openForType`).
typedef enum UListFormatterWidth {
  ULISTFMT_WIDTH_WIDE = 0,
  ULISTFMT_WIDTH_SHORT = 1,
  ULISTFMT_WIDTH_NARROW = 2,
} UListFormatterWidth;

/// The attributes of a calendar (`ucal_setAttribute`).
typedef enum UCalendarAttribute {
  UCAL_LENIENT = 0,
} UCalendarAttribute;

/// The most bytes of a full locale id, its keywords included.
#define ULOC_FULLNAME_CAPACITY 157

/// The categories of fields in formatted values (`ucfpos_constrainCategory`).
typedef enum UFieldCategory {
  UFIELD_CATEGORY_NUMBER = 2,
} UFieldCategory;

// Opaque types, used through pointers only.
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;
typedef struct UFormattedValue UFormattedValue;
typedef struct UConstrainedFieldPosition UConstrainedFieldPosition;
typedef struct UFieldPositionIterator UFieldPositionIterator;
typedef struct UPluralRules UPluralRules;
typedef struct UNumberingSystem UNumberingSystem;
typedef struct UEnumeration UEnumeration;
typedef struct UResourceBundle UResourceBundle;
typedef struct UListFormatter UListFormatter;
typedef void *UNumberFormat;
typedef void *UDateTimePatternGenerator;
typedef void *UDateFormat;
typedef void *UCalendar;
typedef void *UMessageFormat;
// Structs ICU defines but Keypad passes only as NULL.
typedef struct UParseError UParseError;
typedef struct UFieldPosition UFieldPosition;

#endif  // KEYPAD_ICU_DECLARATIONS_FUNCTIONS_ONLY

#ifndef KEYPAD_ICU_DECLARATIONS_TYPES_ONLY

// MARK: Functions, by ICU header

// utypes.h
KEYPAD_ICU_FUNCTION(const char *, u_errorName, (UErrorCode code))

// uchar.h
KEYPAD_ICU_FUNCTION(int8_t, u_charType, (UChar32 c))
KEYPAD_ICU_FUNCTION(int32_t, u_charDigitValue, (UChar32 c))
KEYPAD_ICU_FUNCTION(UBool, u_isUAlphabetic, (UChar32 c))
KEYPAD_ICU_FUNCTION(UBool, u_isUWhiteSpace, (UChar32 c))

// ustring.h
KEYPAD_ICU_FUNCTION(UChar *, u_strFromUTF8,
                    (UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src,
                     int32_t srcLength, UErrorCode *pErrorCode))
KEYPAD_ICU_FUNCTION(char *, u_strToUTF8,
                    (char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src,
                     int32_t srcLength, UErrorCode *pErrorCode))

// unumberformatter.h
KEYPAD_ICU_FUNCTION(UNumberFormatter *, unumf_openForSkeletonAndLocale,
                    (const UChar *skeleton, int32_t skeletonLen, const char *locale,
                     UErrorCode *ec))
KEYPAD_ICU_FUNCTION(UFormattedNumber *, unumf_openResult, (UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, unumf_formatDecimal,
                    (const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                     UFormattedNumber *uresult, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(const UFormattedValue *, unumf_resultAsValue,
                    (const UFormattedNumber *uresult, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(int32_t, unumf_resultToString,
                    (const UFormattedNumber *uresult, UChar *buffer, int32_t bufferCapacity,
                     UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, unumf_formatInt,
                    (const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult,
                     UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, unumf_close, (UNumberFormatter *uformatter))
KEYPAD_ICU_FUNCTION(void, unumf_closeResult, (UFormattedNumber *uresult))

// uformattedvalue.h
KEYPAD_ICU_FUNCTION(UConstrainedFieldPosition *, ucfpos_open, (UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, ucfpos_constrainCategory,
                    (UConstrainedFieldPosition *ucfpos, int32_t category, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(int32_t, ucfpos_getField,
                    (const UConstrainedFieldPosition *ucfpos, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, ucfpos_getIndexes,
                    (const UConstrainedFieldPosition *ucfpos, int32_t *pStart, int32_t *pLimit,
                     UErrorCode *ec))
KEYPAD_ICU_FUNCTION(void, ucfpos_close, (UConstrainedFieldPosition *ucfpos))
KEYPAD_ICU_FUNCTION(UBool, ufmtval_nextPosition,
                    (const UFormattedValue *ufmtval, UConstrainedFieldPosition *ucfpos,
                     UErrorCode *ec))

// upluralrules.h
KEYPAD_ICU_FUNCTION(UPluralRules *, uplrules_open, (const char *locale, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, uplrules_selectFormatted,
                    (const UPluralRules *uplrules, const UFormattedNumber *number,
                     UChar *keyword, int32_t capacity, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, uplrules_close, (UPluralRules *uplrules))

// unum.h
KEYPAD_ICU_FUNCTION(UNumberFormat *, unum_open,
                    (UNumberFormatStyle style, const UChar *pattern, int32_t patternLength,
                     const char *locale, UParseError *parseErr, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, unum_formatDecimal,
                    (const UNumberFormat *fmt, const char *number, int32_t length,
                     UChar *result, int32_t resultLength, UFieldPosition *pos,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(const char *, unum_getLocaleByType,
                    (const UNumberFormat *fmt, ULocDataLocaleType type, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, unum_close, (UNumberFormat *fmt))

// umsg.h
KEYPAD_ICU_FUNCTION(UMessageFormat *, umsg_open,
                    (const UChar *pattern, int32_t patternLength, const char *locale,
                     UParseError *parseError, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, umsg_format,
                    (const UMessageFormat *fmt, UChar *result, int32_t resultLength,
                     UErrorCode *status, ...))
KEYPAD_ICU_FUNCTION(void, umsg_close, (UMessageFormat *format))

// ucurr.h
KEYPAD_ICU_FUNCTION(UBool, ucurr_isAvailable,
                    (const UChar *isoCode, UDate from, UDate to, UErrorCode *errorCode))
KEYPAD_ICU_FUNCTION(int32_t, ucurr_getDefaultFractionDigits,
                    (const UChar *currency, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(int32_t, ucurr_forLocale,
                    (const char *locale, UChar *buff, int32_t buffCapacity, UErrorCode *ec))
KEYPAD_ICU_FUNCTION(const UChar *, ucurr_getPluralName,
                    (const UChar *currency, const char *locale, UBool *isChoiceFormat,
                     const char *pluralCount, int32_t *len, UErrorCode *ec))

// uloc.h
KEYPAD_ICU_FUNCTION(int32_t, uloc_countAvailable, (void))
KEYPAD_ICU_FUNCTION(const char *, uloc_getAvailable, (int32_t n))
KEYPAD_ICU_FUNCTION(const char *const *, uloc_getISOCountries, (void))
KEYPAD_ICU_FUNCTION(int32_t, uloc_forLanguageTag,
                    (const char *langtag, char *localeID, int32_t localeIDCapacity,
                     int32_t *parsedLength, UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_canonicalize,
                    (const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_getBaseName,
                    (const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_getLanguage,
                    (const char *localeID, char *language, int32_t languageCapacity,
                     UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_getScript,
                    (const char *localeID, char *script, int32_t scriptCapacity,
                     UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_getCountry,
                    (const char *localeID, char *country, int32_t countryCapacity,
                     UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_addLikelySubtags,
                    (const char *localeID, char *maximizedLocaleID,
                     int32_t maximizedLocaleIDCapacity, UErrorCode *err))
KEYPAD_ICU_FUNCTION(int32_t, uloc_getKeywordValue,
                    (const char *localeID, const char *keywordName, char *buffer,
                     int32_t bufferCapacity, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, uloc_setKeywordValue,
                    (const char *keywordName, const char *keywordValue, char *buffer,
                     int32_t bufferCapacity, UErrorCode *status))
KEYPAD_ICU_FUNCTION(UBool, uloc_isRightToLeft, (const char *locale))

// udatpg.h
KEYPAD_ICU_FUNCTION(UDateTimePatternGenerator *, udatpg_open,
                    (const char *locale, UErrorCode *pErrorCode))
KEYPAD_ICU_FUNCTION(int32_t, udatpg_getBestPattern,
                    (UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length,
                     UChar *bestPattern, int32_t capacity, UErrorCode *pErrorCode))
KEYPAD_ICU_FUNCTION(void, udatpg_close, (UDateTimePatternGenerator *dtpg))

// udat.h
KEYPAD_ICU_FUNCTION(UDateFormat *, udat_open,
                    (UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale,
                     const UChar *tzID, int32_t tzIDLength, const UChar *pattern,
                     int32_t patternLength, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, udat_format,
                    (const UDateFormat *format, UDate dateToFormat, UChar *result,
                     int32_t resultLength, UFieldPosition *position, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, udat_formatForFields,
                    (const UDateFormat *format, UDate dateToFormat, UChar *result,
                     int32_t resultLength, UFieldPositionIterator *fpositer,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, udat_setCalendar,
                    (UDateFormat *fmt, const UCalendar *calendarToSet))
KEYPAD_ICU_FUNCTION(int32_t, udat_getSymbols,
                    (const UDateFormat *fmt, UDateFormatSymbolType type, int32_t symbolIndex,
                     UChar *result, int32_t resultLength, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, udat_close, (UDateFormat *format))

// ufieldpositer.h
KEYPAD_ICU_FUNCTION(UFieldPositionIterator *, ufieldpositer_open, (UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, ufieldpositer_next,
                    (UFieldPositionIterator *fpositer, int32_t *beginIndex,
                     int32_t *endIndex))
KEYPAD_ICU_FUNCTION(void, ufieldpositer_close, (UFieldPositionIterator *fpositer))

// ucal.h
KEYPAD_ICU_FUNCTION(UCalendar *, ucal_open,
                    (const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ucal_setDateTime,
                    (UCalendar *cal, int32_t year, int32_t month, int32_t date, int32_t hour,
                     int32_t minute, int32_t second, UErrorCode *status))
KEYPAD_ICU_FUNCTION(UDate, ucal_getMillis, (const UCalendar *cal, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ucal_setMillis, (UCalendar *cal, UDate dateTime, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ucal_clear, (UCalendar *calendar))
KEYPAD_ICU_FUNCTION(int32_t, ucal_get,
                    (const UCalendar *cal, UCalendarDateFields field, UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, ucal_getLimit,
                    (const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ucal_setGregorianChange,
                    (UCalendar *cal, UDate date, UErrorCode *pErrorCode))
KEYPAD_ICU_FUNCTION(void, ucal_setAttribute,
                    (UCalendar *cal, UCalendarAttribute attr, int32_t newValue))
KEYPAD_ICU_FUNCTION(const char *, ucal_getType, (const UCalendar *cal, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ucal_close, (UCalendar *cal))

// ulistformatter.h
KEYPAD_ICU_FUNCTION(UListFormatter *, ulistfmt_openForType,
                    (const char *locale, UListFormatterType type, UListFormatterWidth width,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(int32_t, ulistfmt_format,
                    (const UListFormatter *listfmt, const UChar *const strings[],
                     const int32_t *stringLengths, int32_t stringCount, UChar *result,
                     int32_t resultCapacity, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ulistfmt_close, (UListFormatter *listfmt))

// unumsys.h
KEYPAD_ICU_FUNCTION(UNumberingSystem *, unumsys_open, (const char *locale, UErrorCode *status))
KEYPAD_ICU_FUNCTION(UNumberingSystem *, unumsys_openByName,
                    (const char *name, UErrorCode *status))
KEYPAD_ICU_FUNCTION(UEnumeration *, unumsys_openAvailableNames, (UErrorCode *status))
KEYPAD_ICU_FUNCTION(const char *, unumsys_getName, (const UNumberingSystem *unumsys))
KEYPAD_ICU_FUNCTION(UBool, unumsys_isAlgorithmic, (const UNumberingSystem *unumsys))
KEYPAD_ICU_FUNCTION(int32_t, unumsys_getRadix, (const UNumberingSystem *unumsys))
KEYPAD_ICU_FUNCTION(int32_t, unumsys_getDescription,
                    (const UNumberingSystem *unumsys, UChar *result, int32_t resultLength,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, unumsys_close, (UNumberingSystem *unumsys))

// uenum.h
KEYPAD_ICU_FUNCTION(const char *, uenum_next,
                    (UEnumeration *en, int32_t *resultLength, UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, uenum_close, (UEnumeration *en))

// ures.h
KEYPAD_ICU_FUNCTION(UResourceBundle *, ures_open,
                    (const char *packageName, const char *locale, UErrorCode *status))
KEYPAD_ICU_FUNCTION(UResourceBundle *, ures_getByKey,
                    (const UResourceBundle *resourceBundle, const char *key,
                     UResourceBundle *fillIn, UErrorCode *status))
KEYPAD_ICU_FUNCTION(const UChar *, ures_getString,
                    (const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status))
KEYPAD_ICU_FUNCTION(const UChar *, ures_getStringByKey,
                    (const UResourceBundle *resB, const char *key, int32_t *len,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(const char *, ures_getLocaleByType,
                    (const UResourceBundle *resourceBundle, ULocDataLocaleType type,
                     UErrorCode *status))
KEYPAD_ICU_FUNCTION(void, ures_close, (UResourceBundle *resourceBundle))

#endif  // KEYPAD_ICU_DECLARATIONS_TYPES_ONLY

#ifdef __cplusplus
}
#endif

#endif
