/*
 * icu_display.c — ask the system ICU what it shows, for locales/generate.py.
 *
 * Built and run by generate.py only to record where ICU disagrees with the
 * CLDR-derived corpus; the corpus itself never comes from here.
 *
 * Usage (one mode per run, all output UTF-8, one tab-separated record a line):
 *   icu_display locales   prints "version<TAB>ICU" then every uloc_getAvailable id
 *   icu_display info      reads locale ids on stdin; prints for each
 *                         locale, numberingSystem, digits, decimal, group,
 *                         minus, pattern, minimumGroupingDigits
 *   icu_display format    reads "locale<TAB>typed" on stdin; prints
 *                         locale, typed, display
 *
 * A typed state is ASCII: optional '-', digits, optional '.', fraction digits.
 * Its display is unumf's output for the value with exactly as many fraction
 * digits as typed, plus the locale's decimal separator when it ends with '.'.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#define CAP 512

/* Stop with a message when an ICU call failed. */
static void check(UErrorCode st, const char *what, const char *locale) {
    if (U_FAILURE(st)) {
        fprintf(stderr, "icu_display: %s failed for %s: %s\n", what, locale, u_errorName(st));
        exit(2);
    }
}

/* Convert UTF-16 to UTF-8 into out (CAP bytes). */
static void to_utf8(const UChar *s, int32_t n, char *out) {
    UErrorCode st = U_ZERO_ERROR;
    u_strToUTF8(out, CAP, NULL, s, n, &st);
    check(st, "u_strToUTF8", "-");
}

/* Format the decimal string value with the given skeleton; UTF-16 result into buf, returns length. */
static int32_t format_u(const char *locale, const char *skeleton, const char *value, UChar *buf) {
    UErrorCode st = U_ZERO_ERROR;
    UChar sk[64];
    u_uastrcpy(sk, skeleton);
    UNumberFormatter *f = unumf_openForSkeletonAndLocale(sk, -1, locale, &st);
    check(st, "unumf_openForSkeletonAndLocale", locale);
    UFormattedNumber *r = unumf_openResult(&st);
    unumf_formatDecimal(f, value, -1, r, &st);
    check(st, "unumf_formatDecimal", locale);
    int32_t n = unumf_resultToString(r, buf, CAP, &st);
    check(st, "unumf_resultToString", locale);
    unumf_closeResult(r);
    unumf_close(f);
    return n;
}

/* The decimal separator: what stands between the digits of "1.5" formatted with one fraction digit. */
static int32_t decimal_separator(const char *locale, UChar *sep) {
    UChar buf[CAP];
    int32_t n = format_u(locale, ".0", "1.5", buf);
    int32_t after_first = -1, before_last = -1, i = 0;
    while (i < n) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(buf, i, n, c);
        if (u_isdigit(c)) {
            if (after_first < 0) after_first = i;
            before_last = start;
        }
    }
    int32_t len = before_last - after_first;
    if (after_first < 0 || len < 0) len = 0;
    if (len > 0) u_memcpy(sep, buf + after_first, len);
    return len;
}

/* Print ICU's display of one typed state. */
static void format_typed(const char *locale, const char *typed) {
    char value[CAP], skeleton[CAP];
    const char *dot = strchr(typed, '.');
    int ends_with_sep = dot != NULL && dot[1] == '\0';
    size_t frac = dot == NULL ? 0 : strlen(dot + 1);
    snprintf(value, sizeof value, "%s", typed);
    if (ends_with_sep) value[strlen(value) - 1] = '\0';
    if (frac == 0) {
        snprintf(skeleton, sizeof skeleton, "precision-integer");
    } else {
        skeleton[0] = '.';
        memset(skeleton + 1, '0', frac);
        skeleton[frac + 1] = '\0';
    }
    UChar buf[CAP * 2];
    int32_t n = format_u(locale, skeleton, value, buf);
    if (ends_with_sep) n += decimal_separator(locale, buf + n);
    char out[CAP];
    to_utf8(buf, n, out);
    printf("%s\t%s\t%s\n", locale, typed, out);
}

/* Read one DecimalFormatSymbols entry as UTF-8. */
static void symbol(UNumberFormat *nf, UNumberFormatSymbol which, char *out, const char *locale) {
    UErrorCode st = U_ZERO_ERROR;
    UChar buf[CAP];
    int32_t n = unum_getSymbol(nf, which, buf, CAP, &st);
    check(st, "unum_getSymbol", locale);
    to_utf8(buf, n, out);
}

/* Smallest k such that ICU groups an integer with g1 + k digits (0 if none up to 6). */
static int min_grouping_digits(const char *locale, int g1) {
    if (g1 <= 0) return 0;
    for (int k = 1; k <= 6; k++) {
        char value[64];
        UChar a[CAP], b[CAP];
        value[0] = '1';
        memset(value + 1, '0', g1 + k - 1);
        value[g1 + k] = '\0';
        int32_t na = format_u(locale, "precision-integer", value, a);
        int32_t nb = format_u(locale, "precision-integer group-off", value, b);
        if (na != nb || u_memcmp(a, b, na) != 0) return k;
    }
    return 0;
}

/* Print the numbering system and symbols ICU uses for a locale. */
static void info(const char *locale) {
    UErrorCode st = U_ZERO_ERROR;
    UNumberingSystem *ns = unumsys_open(locale, &st);
    check(st, "unumsys_open", locale);
    UChar desc[CAP];
    int32_t dn = unumsys_getDescription(ns, desc, CAP, &st);
    check(st, "unumsys_getDescription", locale);
    char name[CAP], digits[CAP], dec[CAP], grp[CAP], minus[CAP], pattern[CAP];
    snprintf(name, sizeof name, "%s", unumsys_getName(ns));
    to_utf8(desc, dn, digits);
    unumsys_close(ns);

    UNumberFormat *nf = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &st);
    check(st, "unum_open", locale);
    symbol(nf, UNUM_DECIMAL_SEPARATOR_SYMBOL, dec, locale);
    symbol(nf, UNUM_GROUPING_SEPARATOR_SYMBOL, grp, locale);
    symbol(nf, UNUM_MINUS_SIGN_SYMBOL, minus, locale);
    UChar pat[CAP];
    int32_t pn = unum_toPattern(nf, 0, pat, CAP, &st);
    check(st, "unum_toPattern", locale);
    to_utf8(pat, pn, pattern);
    int g1 = unum_getAttribute(nf, UNUM_GROUPING_SIZE);
    unum_close(nf);

    printf("%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\n", locale, name, digits, dec, grp, minus, pattern,
           min_grouping_digits(locale, g1));
}

/* Strip the trailing newline (and carriage return) of a line read by fgets. */
static void chomp(char *line) {
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    char line[CAP];
    if (strcmp(mode, "locales") == 0) {
        UVersionInfo v;
        char vs[U_MAX_VERSION_STRING_LENGTH];
        u_getVersion(v);
        u_versionToString(v, vs);
        printf("version\t%s\n", vs);
        int32_t count = uloc_countAvailable();
        for (int32_t i = 0; i < count; i++) printf("%s\n", uloc_getAvailable(i));
    } else if (strcmp(mode, "info") == 0) {
        while (fgets(line, sizeof line, stdin)) {
            chomp(line);
            if (line[0]) info(line);
        }
    } else if (strcmp(mode, "format") == 0) {
        while (fgets(line, sizeof line, stdin)) {
            chomp(line);
            char *tab = strchr(line, '\t');
            if (tab == NULL) continue;
            *tab = '\0';
            format_typed(line, tab + 1);
        }
    } else {
        fprintf(stderr, "usage: icu_display locales|info|format\n");
        return 64;
    }
    return 0;
}
