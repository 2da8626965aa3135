import * as z from "zod/mini";
import { controlStateSchema } from "../../src/deform/namedControls.ts";
import { webAddress } from "../../src/runtime/addressSchema.ts";
import { fileFieldSchema } from "../../src/ui/fileField/schema.ts";

const option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof option>;
// Built once, shared by the four lists and the two flags: every registration page builds this schema at start-up.
const options = z._default(z.array(option), []);
const off = z._default(z.boolean(), false);
const text = z.optional(z.string());
/** What the legacy markup says of a control the island renders in its stead (MarkedField): its state, its rules. */
const marked = z.extend(controlStateSchema, { className: text, validators: text, properties: text });

export const registrationFormSchema = z.object({
  /** 'register' creates a client; 'profile' edits the logged-in client's profile. */
  mode: z._default(z.enum(["register", "profile"]), "register"),
  /** Where the form posts (also without the script). */
  action: z.string().check(z.minLength(1)),
  /** Labels of the fields filled before a reload that the restore cookie never keeps (PESEL, passwords): typed again. */
  retype: z._default(z.array(z.string()), []),
  /** Initial values by field name (without the form's naming). */
  values: z._default(z.record(z.string(), z.string()), {}),
  /** The legacy controls' ids by field name (without the naming), kept on the island's controls of those names (a page's scripts and labels find them). */
  ids: z._default(z.record(z.string(), z.string()), {}),
  /**
   * How the legacy form names its fields (src/deform/fieldNaming.ts): the text before and after each field's own name,
   * "0_" + "" for "0_firstname", "tickets[0][" + "]" for "tickets[0][firstname]". The island reads, renders and posts
   * the fields under it (spec §7: values by name).
   */
  prefix: z._default(z.string(), ""),
  suffix: z._default(z.string(), ""),
  /**
   * The fields the legacy form prints a control for (without the naming): the island renders, judges and posts these
   * and no other (docs/legacy-forms.md). Absent (props without markup): every field.
   */
  fields: z.optional(z.array(z.string())),
  /** The legacy controls' state and rules by field name (src/deform/clientForm.ts `MarkedField`), merged over the profile's. */
  marked: z._default(z.record(z.string(), marked), {}),
  /** The legacy form's id: kept on the form and posted as its `__deform_form_id__` ("registration" or "profile" when it has none). */
  formId: z.optional(z.string()),
  /** Verified client (is_www_profile_blocked). */
  blocked: off,
  anonymous: off,
  adultAge: z._default(z.number().check(z.int(), z.positive()), 18),
  /** YYYY-MM-DD the age is counted on; the browser's today when absent. */
  today: z.optional(z.string()),
  searchField: z.optional(z.string()),
  /** Where a registered buyer goes when the answer names no address: a web address, as every link prop (a `javascript:` one is bad props). */
  successUrl: z._default(webAddress(), "/zarejestrowany.html"),
  titles: options,
  nationalities: options,
  documentTypes: options,
  countries: options,
  /** The photo uploader's settings, from the legacy file input (its upload address and limits). */
  photo: z.optional(fileFieldSchema),
});

export type RegistrationFormProps = z.infer<typeof registrationFormSchema>;
