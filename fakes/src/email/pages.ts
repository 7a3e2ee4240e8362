/** The capture server's web pages: every message the product sent, and one message opened. */
import { escapeHtml } from '../shared/http';
import type { CapturedEmail } from './store';

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f6f6f7; }
  header { background: #263238; color: #fff; padding: 12px 20px; display: flex; gap: 16px; align-items: baseline; }
  header a { color: #cfd8dc; }
  main { padding: 16px 20px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e3e3e6; vertical-align: top; }
  tr:hover td { background: #f0f4ff; }
  .muted { color: #6b6b73; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d5d5da; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #d5d5da; padding: 12px; }
  nav a { margin-right: 12px; }
  form { display: inline; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header><strong>Local email capture</strong><a href="/">All messages</a>
<span class="muted">Every email the product sent on this machine. Nothing left it.</span></header>
<main>${body}</main></body></html>`;
}

export function listPage(messages: CapturedEmail[], filterTo: string | undefined): string {
  const rows = [...messages]
    .reverse()
    .map(
      (message) => `<tr>
  <td class="muted">${escapeHtml(message.receivedIsoDateTimeUtc.replace('T', ' ').slice(0, 19))}</td>
  <td>${escapeHtml(message.to.join(', ') || message.envelope.to.join(', '))}</td>
  <td><a href="/view/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td>
  <td class="muted">${escapeHtml(message.headers['x-resto-kind'] ?? '')}</td>
</tr>`,
    )
    .join('\n');
  const heading = filterTo ? `Messages to ${escapeHtml(filterTo)}` : 'Messages';
  return layout(
    'Local email capture',
    `<h2>${heading} (${messages.length})</h2>
<p class="muted">JSON: <a href="/messages">/messages</a> (filters: <code>?to=</code>, <code>?subject=</code>,
<code>?header=Name:value</code>).
<form method="post" action="/messages/delete"><button type="submit">Delete all</button></form></p>
<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4" class="muted">Nothing sent yet.</td></tr>'}</tbody></table>`,
  );
}

export function messagePage(message: CapturedEmail): string {
  const headerRows = Object.entries(message.headers)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const attachments = message.attachments
    .map(
      (attachment) =>
        `<li>${escapeHtml(attachment.filename ?? '(unnamed)')} — ${escapeHtml(attachment.contentType)}, ${attachment.size} bytes</li>`,
    )
    .join('');
  return layout(
    message.subject || '(no subject)',
    `<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<p>From <strong>${escapeHtml(message.from)}</strong> to <strong>${escapeHtml(message.to.join(', '))}</strong>
${message.replyTo.length > 0 ? ` · reply to ${escapeHtml(message.replyTo.join(', '))}` : ''}
<span class="muted"> · ${escapeHtml(message.receivedIsoDateTimeUtc)} · ${message.size} bytes</span></p>
<nav><a href="#html">HTML</a><a href="#text">Text</a><a href="#headers">Headers</a>
<a href="/messages/${message.id}">JSON</a><a href="/messages/${message.id}/raw">Source (.eml)</a></nav>
<h3 id="html">HTML</h3>
${message.html === null ? '<p class="muted">This message has no HTML part.</p>' : `<iframe sandbox title="HTML body" src="/messages/${message.id}/html"></iframe>`}
<h3 id="text">Text</h3><pre>${escapeHtml(message.text)}</pre>
${attachments ? `<h3>Attachments</h3><ul>${attachments}</ul>` : ''}
<h3 id="headers">Headers</h3><table>${headerRows}</table>
<p class="muted">Envelope: MAIL FROM ${escapeHtml(message.envelope.from)}, RCPT TO ${escapeHtml(message.envelope.to.join(', '))}${message.smtpUser ? `, signed in as ${escapeHtml(message.smtpUser)}` : ''}</p>`,
  );
}
