import { t } from "../i18n/t.ts";
import type { Message } from "./rules.ts";

/** A rule's message in the page's language, its placeholders filled. */
export const translateMessage = (message: Message): string => t(message.text, ...message.args);
