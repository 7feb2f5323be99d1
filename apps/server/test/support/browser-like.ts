/** A tiny cookie-keeping client, to walk an OpenID Connect sign-in over plain HTTP in API tests. */
export class CookieClient {
  private readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a),
      );
      if (expired || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return response;
  }

  /** Follows redirects (resolving relative ones) until `stop` says so or a non-redirect answer arrives. */
  async follow(
    url: string,
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      if (stop(current)) return { url: current, response: null };
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}

/** The inputs of the first HTML form of a page: its action and fields. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1];
    if (name)
      fields[name] = (value ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&#x2F;/g, '/')
        .replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));
  }
  return { action: action.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/'), fields };
}
