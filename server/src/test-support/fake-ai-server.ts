import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider answers the next request. */
export type FakeAnswer =
  | { kind: 'json'; value: unknown; inputTokens?: number; outputTokens?: number }
  | { kind: 'text'; text: string; inputTokens?: number; outputTokens?: number }
  | { kind: 'status'; status: number; message: string; headers?: Record<string, string> }
  | { kind: 'stall' };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  protocol: Protocol;
}

type Protocol = 'openai-chat' | 'anthropic-messages' | 'gemini-generate-content';

function protocolOf(path: string): Protocol | null {
  if (/\/chat\/completions$/.test(path)) return 'openai-chat';
  if (/\/messages$/.test(path)) return 'anthropic-messages';
  if (/\/models\/[^/]+:generateContent$/.test(path)) return 'gemini-generate-content';
  return null;
}

function successBody(protocol: Protocol, request: any, path: string, text: string, inputTokens: number, outputTokens: number) {
  switch (protocol) {
    case 'openai-chat':
      return {
        id: 'chatcmpl-9xTq2',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
        system_fingerprint: 'fp_4f0b6e1c3d',
      };
    case 'anthropic-messages': {
      // With the JSON tool the answer comes as the tool's input; with output_config.format as text.
      let toolInput: unknown = null;
      if ((request.tools ?? []).some((t: any) => t.name === 'json')) {
        try {
          toolInput = JSON.parse(text);
        } catch {
          toolInput = null;
        }
      }
      const jsonTool = toolInput !== null;
      const content = jsonTool ? [{ type: 'tool_use', id: 'toolu_01A', name: 'json', input: toolInput }] : [{ type: 'text', text }];
      return {
        id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
        type: 'message',
        role: 'assistant',
        model: request.model,
        content,
        stop_reason: jsonTool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: outputTokens },
      };
    }
    case 'gemini-generate-content':
      return {
        candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: inputTokens, candidatesTokenCount: outputTokens, totalTokenCount: inputTokens + outputTokens },
        modelVersion: /models\/([^:]+):/.exec(path)?.[1],
        responseId: 'resp-1',
      };
  }
}

function errorBody(protocol: Protocol, status: number, message: string) {
  switch (protocol) {
    case 'openai-chat':
      return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', param: null, code: null } };
    case 'anthropic-messages':
      return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error', message } };
    case 'gemini-generate-content':
      return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } };
  }
}

/**
 * A provider on 127.0.0.1 speaking OpenAI chat completions (also DeepSeek and Qwen), Anthropic
 * messages and Gemini generateContent. Tests queue answers; every request is recorded.
 */
export class FakeAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly answers: FakeAnswer[] = [];
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  private readonly stalled = new Set<http.ServerResponse>();
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Answers for the next requests, in order; with none queued the server answers 500. */
  queue(...answers: FakeAnswer[]): void {
    this.answers.push(...answers);
  }

  reset(): void {
    this.requests.length = 0;
    this.answers.length = 0;
  }

  async close(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const protocol = protocolOf(path);
      let body: any = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      if (!protocol) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${path}` } }));
        return;
      }
      this.requests.push({ path, headers: req.headers, body, protocol });
      const answer = this.answers.shift() ?? { kind: 'status', status: 500, message: 'No answer queued' };
      if (answer.kind === 'stall') {
        this.stalled.add(res);
        res.on('close', () => this.stalled.delete(res));
        return;
      }
      if (answer.kind === 'status') {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(errorBody(protocol, answer.status, answer.message)));
        return;
      }
      const text = answer.kind === 'json' ? JSON.stringify(answer.value) : answer.text;
      const payload = successBody(protocol, body, path, text, answer.inputTokens ?? 1200, answer.outputTokens ?? 400);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  }
}
