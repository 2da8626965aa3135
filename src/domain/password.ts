/** The legacy random password generator (spec §9): letters A-Z, a-z and digits, length from the caller. */

export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Bytes at or above this would favour the first letters (256 is not a multiple of 62): drawn again. */
const UNBIASED_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);

export function generatePassword(length: number, random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`Password length must be a whole number ≥ 0, got ${String(length)}`);
  let password = "";
  while (password.length < length) {
    for (const byte of random(new Uint8Array(length - password.length))) {
      if (byte < UNBIASED_LIMIT) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}
