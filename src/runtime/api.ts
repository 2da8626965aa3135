import type { RequestOptions, RequestResult } from "../dejax/types.ts";
import { setCspNonce } from "./nonce.ts";
import { setTrustedHtml } from "./trustedTypes.ts";
import type { IslandRegistry } from "./registry.ts";
import { kitApi, type KitApi } from "../ui/globalKit.ts";

/** `window.Trybuna`: what the PHP site's inline scripts may call. */
export interface TrybunaApi extends KitApi {
  readonly version: string;
  /** The island names this build knows. */
  readonly islands: readonly string[];
  /** Mounts the islands inside `root` (default: the document). Markup added later mounts by itself. */
  mount(root?: ParentNode): Promise<void>;
  /** Unmounts the islands inside `root`; hosts still in the page get their legacy markup back. */
  unmount(root?: ParentNode): void;
  /** The shared legacy AJAX client (POST, field `json`, `__ajax_request=1`, modes free/cancel/queue). */
  request<T = unknown>(options: RequestOptions<T>): Promise<RequestResult<T>>;
  /** An island's imperative handle (e.g. a date input's open/clear/setDate), or null. */
  get(host: Element): Record<string, unknown> | null;
  /**
   * Replaces `target`'s content with an HTML fragment from the shop's own endpoints (paged list,
   * settings overlay): the legacy protocol's trusted same-origin fragments, never user text.
   * Islands inside it mount by themselves. It passes the page's Trusted Types check unexamined (through the
   * `trybuna` policy, which lets any HTML through): never give it anything typed, read from the address or taken
   * from another origin, where `el.innerHTML = …` would be refused and this would not.
   */
  html(target: Element, fragment: string): void;
  /**
   * The legacy form submission helper: posts `form` to its action by its method and puts the
   * returned same-origin HTML into `target` (islands in it mount). False when the request failed or was
   * refused (another origin); never rejects.
   */
  submitForm(form: HTMLFormElement, target: Element): Promise<boolean>;
  /** How many islands are mounted and showing now, their legacy markup taken over (QA: the page has settled; no roots left behind after markup is removed). */
  mounted(): number;
  /** The CSP nonce for script blocks of AJAX responses, when the page cannot put it on our script tag. */
  setNonce(nonce: string): void;
}

export function createApi(registry: IslandRegistry, version: string): TrybunaApi {
  return Object.freeze({
    version,
    islands: Object.freeze(registry.names),
    mount: (root?: ParentNode) => registry.mount(root),
    unmount: (root?: ParentNode) => registry.unmount(root),
    // The islands' own client, loaded on the first call: the entry stays small. Calls made in one tick keep
    // their order (they wait on the same import), so cancel and queue modes behave as with a direct call.
    request: <T,>(options: RequestOptions<T>) => import("../dejax/client.ts").then(({ client }) => client.request(options)),
    get: (host: Element) => registry.get(host),
    html: setTrustedHtml,
    // Loaded on first use: the entry stays as small as it was.
    submitForm: async (form: HTMLFormElement, target: Element) => (await import("../deform/submitHelper.ts")).submitFormInto(form, target),
    mounted: () => registry.mountedCount,
    setNonce: setCspNonce,
    ...kitApi,
  });
}
