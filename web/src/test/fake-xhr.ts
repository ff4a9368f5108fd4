import { vi } from 'vitest';

/** A minimal XMLHttpRequest for component tests of uploads (jsdom's would try the network). Each
 *  request is recorded; the test answers it with `respond`, after `progress` events if wanted. */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(private readonly requests: FakeXhr[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    this.requests.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces the global XMLHttpRequest with FakeXhr; returns the list of requests made. Undo with
 *  vi.unstubAllGlobals(). */
export function installFakeXhr(): FakeXhr[] {
  const requests: FakeXhr[] = [];
  vi.stubGlobal('XMLHttpRequest', class extends FakeXhr {
    constructor() {
      super(requests);
    }
  });
  return requests;
}
