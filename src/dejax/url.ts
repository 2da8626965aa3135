/** The legacy AJAX address: the target (default: the current page) with one `__ajax_request=1`. */
export function ajaxUrl(url: string | undefined, base: string = location.href): string {
  const target = new URL(url ?? base, base);
  target.searchParams.delete("__ajax_request");
  target.searchParams.append("__ajax_request", "1");
  target.hash = "";
  return target.href;
}

export function isSameOrigin(url: string, base: string = location.href): boolean {
  return new URL(url, base).origin === new URL(base).origin;
}
