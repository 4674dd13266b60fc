// The system ICU (libicu-dev) as a module, for the C and C++ targets that
// call it: KeypadICU (the library's whole contract with ICU) and
// ICUReferenceC (the tests' reference). Swift code never imports this module:
// ICU's C types would clash with those of Foundation's own ICU in any module
// that sees both. Swift calls ICU through those targets' plain C headers.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/utypes.h>

#endif
