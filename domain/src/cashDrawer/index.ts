// Cash drawer sessions of POS terminals: float, cash in/out, no-sale, count and over/short.
export * from './cashDrawer';
