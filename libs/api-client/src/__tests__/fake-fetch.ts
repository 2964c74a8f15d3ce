/** A fetch double answering with canned responses; records every call. */
export interface CannedResponse {
  status: number;
  statusText?: string;
  body?: string;
  contentType?: string;
}

export function fakeFetch(...responses: CannedResponse[]) {
  const queue = [...responses];
  return jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) throw new Error('fakeFetch: no canned response left');
    const { status, statusText = '', body = '', contentType = 'application/json' } = next;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: () => Promise.resolve(body),
    } as unknown as Response);
  });
}
