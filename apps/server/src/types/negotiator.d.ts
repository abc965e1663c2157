// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred`
// option (which of equally weighted encodings to choose) that 1.1 takes.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
