/** The legacy random password generator (spec §9): letters A-Z, a-z and digits, length from the caller. */

export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Bytes at or above this would favour the first letters (256 is not a multiple of 62): drawn again. */
const UNBIASED_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);
const MAX_LENGTH = 65_536;

export function generatePassword(length: number, random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // At most what one call of the browser's random source gives (65,536 bytes): longer is no password.
  if (!Number.isSafeInteger(length) || length < 0 || length > MAX_LENGTH) throw new RangeError(`Password length must be a whole number from 0 to ${MAX_LENGTH}, got ${String(length)}`);
  let password = "";
  while (password.length < length) {
    for (const byte of random(new Uint8Array(length - password.length))) {
      if (byte < UNBIASED_LIMIT) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}
