// Every function of icu_declarations.h redeclares ICU's own: ICU's headers
// come first (their macros rename `unum_open` to `unum_open_72`), then the
// declarations' functions alone, over ICU's types. A parameter or result of
// another type is a "conflicting types" error, and the assembler label must
// name the same symbol ICU's header does.

#include "icu_declarations_check.h"

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

// The suffix ICU's own headers append.
#define KEYPAD_ICU_SYMBOL_SUFFIX U_ICU_VERSION_SUFFIX
#define KEYPAD_ICU_DECLARATIONS_FUNCTIONS_ONLY

#include "../../Sources/KeypadICU/icu_declarations.h"
