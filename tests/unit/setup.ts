import { config } from "zod/mini";
// Same start-up setting as the browser bundle (strict CSP forbids zod's eval probe).
config({ jitless: true });
