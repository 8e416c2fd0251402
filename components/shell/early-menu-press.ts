// A press on the header's menu button that lands before the page has hydrated (a slow phone still fetching the
// scripts) would do nothing. This inline script, run from the document's head before anything else, notes such a
// press; the button, once hydrated, asks for it (takeEarlyMenuPress) and opens the menu then. The first ask also
// stops the noting, so a later press is the button's own.
export const EARLY_MENU_PRESS_SCRIPT = `(function(){var p=false;function h(e){var t=e.target;if(t&&t.closest&&t.closest("[data-menu-trigger]"))p=true}document.addEventListener("click",h,true);window.__takeMenuPress=function(){document.removeEventListener("click",h,true);window.__takeMenuPress=function(){return false};return p}})();`;

/** Whether the menu button was pressed before the page hydrated; true at most once per page load. */
export function takeEarlyMenuPress(): boolean {
  const take = (window as { __takeMenuPress?: () => boolean }).__takeMenuPress;
  return take ? take() : false;
}
