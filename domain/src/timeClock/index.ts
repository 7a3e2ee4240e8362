// Employee time clock and break presets (the planned timeClock add-on).

export * from './shifts';
export * from './timeClock';
