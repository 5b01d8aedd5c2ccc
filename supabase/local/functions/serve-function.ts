/**
 * What the local backend's Deno runs for an Edge Function: the function's own index.ts, ended
 * when the backend ends however it ends (Ctrl-C, a crash, `kill -9`). The backend holds this
 * process's standard input open and writes nothing; when the backend is gone the kernel closes
 * it, the read below ends, and so does the function: no orphan keeps serving or sending. Hosted
 * Supabase runs index.ts itself; this file is the local backend's alone.
 */

// Deno's globals, as far as this file uses them (the project type-checks it with Node's types).
declare const Deno: {
  args: string[]
  stdin: { read(buffer: Uint8Array): Promise<number | null> }
  exit(code: number): never
}

const [entry] = Deno.args
if (!entry) throw new Error('serve-function.ts needs the function entry point as its argument')

void (async () => {
  const buffer = new Uint8Array(64)
  while ((await Deno.stdin.read(buffer)) !== null) {
    // Nothing is ever written; only the end of the input matters.
  }
  Deno.exit(0)
})()

await import(entry)
