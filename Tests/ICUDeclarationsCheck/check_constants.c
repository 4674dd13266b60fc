// Every constant and type of icu_declarations.h against ICU's real headers.
//
// ICU's headers come first, with every enumeration the declarations also
// define renamed `icu_...`; then the declarations' types and constants;
// then a static assertion per constant and per type. A constant the
// declarations add without a rename here collides with ICU's (a
// "redefinition of enumerator" error); a rename without an assertion makes
// the count below differ from the declarations' (ICUDeclarationsTests).
// The plain types (UChar, UBool, UDate, the opaque structs) are not renamed:
// C accepts their second typedef only when it names the same type.

#include "icu_declarations_check.h"

#include <float.h>
#include <stddef.h>

#define UErrorCode icu_UErrorCode
#define U_USING_DEFAULT_WARNING icu_U_USING_DEFAULT_WARNING
#define U_STRING_NOT_TERMINATED_WARNING icu_U_STRING_NOT_TERMINATED_WARNING
#define U_ZERO_ERROR icu_U_ZERO_ERROR
#define U_ILLEGAL_ARGUMENT_ERROR icu_U_ILLEGAL_ARGUMENT_ERROR
#define U_MISSING_RESOURCE_ERROR icu_U_MISSING_RESOURCE_ERROR
#define U_MEMORY_ALLOCATION_ERROR icu_U_MEMORY_ALLOCATION_ERROR
#define U_BUFFER_OVERFLOW_ERROR icu_U_BUFFER_OVERFLOW_ERROR
#define UNumberFormatStyle icu_UNumberFormatStyle
#define UNUM_SPELLOUT icu_UNUM_SPELLOUT
#define ULocDataLocaleType icu_ULocDataLocaleType
#define ULOC_ACTUAL_LOCALE icu_ULOC_ACTUAL_LOCALE
#define UFieldCategory icu_UFieldCategory
#define UFIELD_CATEGORY_NUMBER icu_UFIELD_CATEGORY_NUMBER
#define UCharCategory icu_UCharCategory
#define U_DECIMAL_DIGIT_NUMBER icu_U_DECIMAL_DIGIT_NUMBER
#define UDateFormatStyle icu_UDateFormatStyle
#define UDAT_PATTERN icu_UDAT_PATTERN
#define UCalendarType icu_UCalendarType
#define UCAL_GREGORIAN icu_UCAL_GREGORIAN
#define UDAT_FULL icu_UDAT_FULL
#define UDAT_MEDIUM icu_UDAT_MEDIUM
#define UDAT_NONE icu_UDAT_NONE
#define UCAL_DEFAULT icu_UCAL_DEFAULT
#define UCalendarDateFields icu_UCalendarDateFields
#define UCAL_ERA icu_UCAL_ERA
#define UCAL_YEAR icu_UCAL_YEAR
#define UCAL_MONTH icu_UCAL_MONTH
#define UCAL_DATE icu_UCAL_DATE
#define UCalendarLimitType icu_UCalendarLimitType
#define UCAL_MINIMUM icu_UCAL_MINIMUM
#define UCAL_MAXIMUM icu_UCAL_MAXIMUM
#define UDateFormatField icu_UDateFormatField
#define UDAT_YEAR_FIELD icu_UDAT_YEAR_FIELD
#define UCalendarAttribute icu_UCalendarAttribute
#define UCAL_LENIENT icu_UCAL_LENIENT
#define UCAL_ACTUAL_MAXIMUM icu_UCAL_ACTUAL_MAXIMUM
#define UDateFormatSymbolType icu_UDateFormatSymbolType
#define UDAT_AM_PMS icu_UDAT_AM_PMS
#define UListFormatterType icu_UListFormatterType
#define ULISTFMT_TYPE_UNITS icu_ULISTFMT_TYPE_UNITS
#define UListFormatterWidth icu_UListFormatterWidth
#define ULISTFMT_WIDTH_WIDE icu_ULISTFMT_WIDTH_WIDE
#define ULISTFMT_WIDTH_SHORT icu_ULISTFMT_WIDTH_SHORT
#define ULISTFMT_WIDTH_NARROW icu_ULISTFMT_WIDTH_NARROW

#include <unicode/uchar.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/umsg.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

#undef UErrorCode
#undef U_USING_DEFAULT_WARNING
#undef U_STRING_NOT_TERMINATED_WARNING
#undef U_ZERO_ERROR
#undef U_ILLEGAL_ARGUMENT_ERROR
#undef U_MISSING_RESOURCE_ERROR
#undef U_MEMORY_ALLOCATION_ERROR
#undef U_BUFFER_OVERFLOW_ERROR
#undef UNumberFormatStyle
#undef UNUM_SPELLOUT
#undef ULocDataLocaleType
#undef ULOC_ACTUAL_LOCALE
#undef UFieldCategory
#undef UFIELD_CATEGORY_NUMBER
#undef UCharCategory
#undef U_DECIMAL_DIGIT_NUMBER
#undef UDateFormatStyle
#undef UDAT_PATTERN
#undef UCalendarType
#undef UCAL_GREGORIAN
#undef UDAT_FULL
#undef UDAT_MEDIUM
#undef UDAT_NONE
#undef UCAL_DEFAULT
#undef UCalendarDateFields
#undef UCAL_ERA
#undef UCAL_YEAR
#undef UCAL_MONTH
#undef UCAL_DATE
#undef UCalendarLimitType
#undef UCAL_MINIMUM
#undef UCAL_MAXIMUM
#undef UDateFormatField
#undef UDAT_YEAR_FIELD
#undef UCalendarAttribute
#undef UCAL_LENIENT
#undef UCAL_ACTUAL_MAXIMUM
#undef UDateFormatSymbolType
#undef UDAT_AM_PMS
#undef UListFormatterType
#undef ULISTFMT_TYPE_UNITS
#undef UListFormatterWidth
#undef ULISTFMT_WIDTH_WIDE
#undef ULISTFMT_WIDTH_SHORT
#undef ULISTFMT_WIDTH_NARROW

#define KEYPAD_ICU_DECLARATIONS_TYPES_ONLY
#include "../../Sources/KeypadICU/icu_declarations.h"
#include "../../Sources/KeypadICU/include/keypad_icu.h"

// MARK: Constants

/// Each constant of the declarations next to ICU's.
#define KEYPAD_ICU_CONSTANTS(check) \
  check(U_USING_DEFAULT_WARNING)    \
  check(U_STRING_NOT_TERMINATED_WARNING) \
  check(U_ZERO_ERROR)               \
  check(U_ILLEGAL_ARGUMENT_ERROR)   \
  check(U_MISSING_RESOURCE_ERROR)   \
  check(U_MEMORY_ALLOCATION_ERROR)  \
  check(U_BUFFER_OVERFLOW_ERROR)    \
  check(UNUM_SPELLOUT)              \
  check(ULOC_ACTUAL_LOCALE)         \
  check(UFIELD_CATEGORY_NUMBER)     \
  check(U_DECIMAL_DIGIT_NUMBER)     \
  check(UDAT_PATTERN)               \
  check(UCAL_GREGORIAN)             \
  check(UDAT_FULL)                  \
  check(UDAT_MEDIUM)                \
  check(UDAT_NONE)                  \
  check(UCAL_DEFAULT)               \
  check(UCAL_ERA)                   \
  check(UCAL_YEAR)                  \
  check(UCAL_MONTH)                 \
  check(UCAL_DATE)                  \
  check(UCAL_MINIMUM)               \
  check(UCAL_MAXIMUM)               \
  check(UDAT_YEAR_FIELD)            \
  check(UCAL_LENIENT)               \
  check(UCAL_ACTUAL_MAXIMUM)        \
  check(UDAT_AM_PMS)                \
  check(ULISTFMT_TYPE_UNITS)        \
  check(ULISTFMT_WIDTH_WIDE)        \
  check(ULISTFMT_WIDTH_SHORT)       \
  check(ULISTFMT_WIDTH_NARROW)

#define KEYPAD_ICU_CHECK_CONSTANT(name) \
  _Static_assert((long long)name == (long long)icu_##name, #name " differs from ICU's");
KEYPAD_ICU_CONSTANTS(KEYPAD_ICU_CHECK_CONSTANT)

#define KEYPAD_ICU_COUNT_CONSTANT(name) +1
int32_t keypad_icu_declarations_checked_constants(void) {
  return 0 KEYPAD_ICU_CONSTANTS(KEYPAD_ICU_COUNT_CONSTANT);
}

// The dates of `ucurr_isAvailable`'s whole range.
_Static_assert(U_DATE_MAX == DBL_MAX, "U_DATE_MAX differs from ICU's");
_Static_assert(U_DATE_MIN == -DBL_MAX, "U_DATE_MIN differs from ICU's");

// keypad_icu.h repeats two statuses for Swift, which sees no ICU header.
_Static_assert(KEYPAD_ICU_BUFFER_OVERFLOW == icu_U_BUFFER_OVERFLOW_ERROR,
               "KEYPAD_ICU_BUFFER_OVERFLOW differs from ICU's");
_Static_assert(KEYPAD_ICU_USING_DEFAULT_WARNING == icu_U_USING_DEFAULT_WARNING,
               "KEYPAD_ICU_USING_DEFAULT_WARNING differs from ICU's");

// MARK: Types

// The enumerations are passed by value or pointer: their sizes must match.
_Static_assert(sizeof(UErrorCode) == sizeof(icu_UErrorCode), "UErrorCode's size");
_Static_assert(_Alignof(UErrorCode) == _Alignof(icu_UErrorCode), "UErrorCode's alignment");
_Static_assert(sizeof(UNumberFormatStyle) == sizeof(icu_UNumberFormatStyle),
               "UNumberFormatStyle's size");
_Static_assert(sizeof(ULocDataLocaleType) == sizeof(icu_ULocDataLocaleType),
               "ULocDataLocaleType's size");
_Static_assert(sizeof(UFieldCategory) == sizeof(icu_UFieldCategory), "UFieldCategory's size");
_Static_assert(sizeof(UCharCategory) == sizeof(icu_UCharCategory), "UCharCategory's size");
_Static_assert(sizeof(UChar32) == 4, "UChar32 is 32 bits");
_Static_assert(sizeof(UDateFormatStyle) == sizeof(icu_UDateFormatStyle),
               "UDateFormatStyle's size");
_Static_assert(sizeof(UCalendarType) == sizeof(icu_UCalendarType), "UCalendarType's size");
_Static_assert(sizeof(UCalendarDateFields) == sizeof(icu_UCalendarDateFields),
               "UCalendarDateFields's size");
_Static_assert(sizeof(UCalendarLimitType) == sizeof(icu_UCalendarLimitType),
               "UCalendarLimitType's size");
_Static_assert(sizeof(UCalendarAttribute) == sizeof(icu_UCalendarAttribute),
               "UCalendarAttribute's size");
_Static_assert(sizeof(UDateFormatSymbolType) == sizeof(icu_UDateFormatSymbolType),
               "UDateFormatSymbolType's size");
_Static_assert(sizeof(UListFormatterType) == sizeof(icu_UListFormatterType),
               "UListFormatterType's size");
_Static_assert(sizeof(UListFormatterWidth) == sizeof(icu_UListFormatterWidth),
               "UListFormatterWidth's size");
// Both signed: a negative warning stays negative.
_Static_assert((UErrorCode)-1 < 0 && (icu_UErrorCode)-1 < 0, "UErrorCode's signedness");

// The scalar types, already the same type (a second typedef of another
// type would not compile); their sizes for the reader.
_Static_assert(sizeof(UChar) == 2, "UChar is 16 bits");
_Static_assert(sizeof(UBool) == 1, "UBool is 8 bits");
_Static_assert(sizeof(UDate) == sizeof(double), "UDate is a double");
// The declarations define no struct: UParseError and UFieldPosition are
// declared incomplete and passed only as NULL; the other handles are opaque
// in ICU too.
