// The domain package: pure TypeScript shared by functions and every app. No Firebase, no React.
export * from './constants';
export * from './money';
