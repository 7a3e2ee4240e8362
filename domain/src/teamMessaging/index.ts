// A store's team channel (Slack-compatible incoming webhook) for its alerts.
export * from './teamChannel';
