export function seedDemoData(options?: { quiet?: boolean }): Promise<unknown>;
