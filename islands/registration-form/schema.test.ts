import { describe, expect, it } from "vitest";
import { registrationFormSchema } from "./schema.ts";

describe("registrationFormSchema", () => {
  it("takes a web address as successUrl and refuses one that runs script (security review s40, D3)", () => {
    expect(registrationFormSchema.safeParse({ action: "/ajax/Client/register/", successUrl: "/zarejestrowany.html?powrot=1" }).success).toBe(true);
    expect(registrationFormSchema.safeParse({ action: "/ajax/Client/register/" }).data?.successUrl).toBe("/zarejestrowany.html");
    for (const successUrl of ["javascript:alert(document.cookie)", " JaVa\tScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      expect(registrationFormSchema.safeParse({ action: "/ajax/Client/register/", successUrl }).success, successUrl).toBe(false);
    }
  });
});
