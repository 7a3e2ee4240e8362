/** The fake's two browser pages: 3-D Secure authentication and Connect onboarding. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{color:#425466;line-height:1.5}.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#635bff}small{color:#8792a2}
</style></head><body><main>${body}</main></body></html>`;
}

export function threeDsPage(
  intentId: string,
  accountId: string,
  returnUrl: string | undefined,
  amount: string,
): string {
  const hidden = `<input type="hidden" name="account" value="${escapeHtml(accountId)}">${
    returnUrl ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">` : ''
  }`;
  return page(
    'Confirm your payment',
    `<h1>Fake 3D Secure</h1><p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amount)}</strong>.</p>
<small>Local test page of the fake card provider. Payment ${escapeHtml(intentId)}</small>
<div class="row"><form method="post" action="/_fake/3ds/${escapeHtml(intentId)}/complete">${hidden}<button>Complete authentication</button></form>
<form method="post" action="/_fake/3ds/${escapeHtml(intentId)}/fail">${hidden}<button class="secondary">Fail authentication</button></form></div>`,
  );
}

export function onboardingPage(accountId: string, params: URLSearchParams): string {
  const hidden = ['return_url', 'refresh_url']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  const update = params.get('type') === 'account_update';
  return page(
    update ? 'Update account details' : 'Set up payments',
    `<h1>${update ? 'Update your details' : 'Verify your business'}</h1>
<p>Local test page of the fake card provider for account ${escapeHtml(accountId)}. Choose how the provider's checks end.</p>
<div class="row"><form method="post" action="/_fake/connect/onboarding/${escapeHtml(accountId)}/complete">${hidden}
<input type="hidden" name="outcome" value="verified"><button>Submit and verify</button></form>
<form method="post" action="/_fake/connect/onboarding/${escapeHtml(accountId)}/complete">${hidden}
<input type="hidden" name="outcome" value="pending"><button class="secondary">Submit (review pending)</button></form>
<form method="post" action="/_fake/connect/onboarding/${escapeHtml(accountId)}/complete">${hidden}
<input type="hidden" name="outcome" value="unfinished"><button class="secondary">Leave unfinished</button></form></div>`,
  );
}
