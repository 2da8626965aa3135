import * as z from "zod/mini";
import { isWebAddress } from "../domain/webAddress.ts";

/** An address the shop will open, in an island's props or a server's answer: a web page only (src/domain/webAddress.ts). */
export const webAddress = () => z.string().check(z.refine(isWebAddress, "expected a web address (relative, http: or https:)"));
