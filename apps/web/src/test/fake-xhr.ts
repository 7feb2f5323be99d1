/** A stand-in for XMLHttpRequest: records what was sent and lets a test answer and report progress. */
export class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    const event = new Event('progress') as Event & {
      loaded: number;
      total: number;
      lengthComputable: boolean;
    };
    Object.assign(event, { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  static last(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('nothing was sent');
    return request;
  }
}
