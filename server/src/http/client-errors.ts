import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE, problem } from './problem.js';
import type { ProblemCode } from './problem-i18n.js';

/**
 * Answers a request Node could not even parse (headers too large, a broken request line) with
 * a problem document and our headers, on the raw socket, then closes it.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, code, detail]: [number, string, ProblemCode, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'headers-too-large',
            'The address or the headers are too long.',
          ]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'request-timeout', 'The request took too long to arrive.']
          : [400, 'Bad Request', 'bad-request', 'The request could not be read.'];
    const body = JSON.stringify(problem(status, code, detail));
    const lines = [
      `HTTP/1.1 ${status} ${reason}`,
      `Content-Type: ${PROBLEM_CONTENT_TYPE}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
