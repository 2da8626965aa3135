/**
 * Browsers remember a module that failed to load and fail every later import() of the same URL,
 * so a retry must ask for a new URL. Chromium and Firefox name the failed module in the error;
 * without a URL (Safari) the loader is simply called again.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.js)(?:\?[^\s'"]*)?/.exec(message)?.[1];
}

export function retryImport<T>(error: unknown, attempt: number, loader: () => Promise<T>): Promise<T> {
  const url = failedModuleUrl(error);
  return url ? (import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<T>) : loader();
}
