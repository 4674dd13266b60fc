"""Debian's Chromium, headless, through Selenium and chromedriver: started
one way by every Web suite and the browser benchmark.

    sys.path.insert(0, <Web/tests>)
    import chromium
    driver = chromium.start("--window-size=390,844")
"""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start(*flags, trace_categories=None):
    """A headless Chromium with the browser console kept, and these flags too;
    with `trace_categories` (such as "devtools.timeline"), the trace events of
    those categories are collected from the start, for
    `driver.get_log("performance")`."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu",
                 "--disable-dev-shm-usage") + flags:
        options.add_argument(flag)
    logging = {"browser": "ALL"}
    if trace_categories:
        logging["performance"] = "ALL"
        options.add_experimental_option("perfLoggingPrefs", {
            "enableNetwork": False, "enablePage": False, "traceCategories": trace_categories})
    options.set_capability("goog:loggingPrefs", logging)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
