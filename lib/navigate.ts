// Full-page navigation, behind two functions so that the modules that navigate (login redirect,
// logout, build check, error handlers) can be tested: jsdom cannot navigate.

/** Loads another address in this tab. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Loads the current page again. */
export function reloadPage(): void {
  window.location.reload();
}

/** The current address as a same-site path: pathname plus query string. */
export function currentAddress(): string {
  return window.location.pathname + window.location.search;
}
