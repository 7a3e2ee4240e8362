// Money is integer cents.
export * from './money';
