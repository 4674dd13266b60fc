// The system ICU (libicu-dev) as a module, for the C targets that call it:
// KeypadICU (the library's whole contract with ICU, unless built from its
// own declarations), ICUReferenceC (the tests' reference) and
// ICUDeclarationsCheck (those declarations against ICU's headers). Swift code never imports this module:
// ICU's C types would clash with those of Foundation's own ICU in any module
// that sees both. Swift calls ICU through those targets' plain C headers.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/utypes.h>

#endif
