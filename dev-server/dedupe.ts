import type { NextFunction, Request, Response } from "express";

interface Answer {
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

const HEADER = "x-dejax-request-id";
const LIMIT = 2000;

/**
 * Makes re-issued POSTs safe: the first request with a given dejax request id runs and its answer
 * is remembered; a repeat (the client's re-issue after a time-out) gets that answer replayed,
 * waiting for it if the first is still running, and the action never happens twice.
 * A request whose fault is "stall" runs but its answer is withheld from that connection.
 */
export function dedupe(): (req: Request, res: Response, next: NextFunction) => void {
  const answers = new Map<string, Promise<Answer>>();

  return (req, res, next) => {
    const id = req.get(HEADER);
    if (req.method !== "POST" || !id) return next();
    const key = `${res.locals.visitorId ?? ""}:${id}`;
    const known = answers.get(key);
    if (known) {
      res.setHeader("X-Dejax-Replayed", "1");
      void known.then((answer) => {
        res.status(answer.status);
        for (const [name, value] of Object.entries(answer.headers)) if (name !== "content-length") res.setHeader(name, value);
        res.setHeader("X-Dejax-Replayed", "1");
        res.end(answer.body);
      });
      return;
    }
    let resolve!: (answer: Answer) => void;
    let answered = false;
    answers.set(key, new Promise((done) => (resolve = done)));
    // A connection dropped without an answer: a repeat must run afresh, not wait forever.
    res.on("close", () => {
      if (!answered) answers.delete(key);
    });
    if (answers.size > LIMIT) answers.delete(answers.keys().next().value!);

    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const stall = Boolean((res.locals.fault as { stall?: boolean } | undefined)?.stall);
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return stall ? true : (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as string));
      answered = true;
      resolve({ status: res.statusCode, headers: res.getHeaders() as Answer["headers"], body: Buffer.concat(chunks) });
      if (stall) return res; // the connection hangs until the client gives up
      return (end as (...args: unknown[]) => Response)(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}
